import { signInAs, startMockProvider as startOidcMock } from '../../server/test/mock-oidc-provider';

/** The account the mock identity provider signs in: every login through it is this person. */
export interface MockAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
  picture: string;
}

export const MOCK_PROVIDER_NAME = 'Mock ID';
export const MOCK_CLIENT_ID = 'name-swiper-e2e';

const AVATAR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><circle cx="20" cy="20" r="20" fill="#c23d4b"/></svg>';

export const E2E_ACCOUNT: MockAccount = {
  sub: 'e2e-anna',
  email: 'anna@example.org',
  email_verified: true,
  name: 'Anna de Vries',
  picture: `data:image/svg+xml,${encodeURIComponent(AVATAR_SVG)}`,
};

/**
 * oauth2-mock-server as a real OpenID Connect provider on loopback (issue 7 §5), the same fixture the server's
 * sign-in tests use: its /authorize answers at once with a code, and its tokens and /userinfo carry `account`.
 * It is named `localhost` while the app runs on 127.0.0.1, so that, as with a real provider, the browser comes
 * back from another site (and must still send the SameSite=Lax login cookie).
 */
export async function startMockProvider(account: MockAccount) {
  const mock = await startOidcMock();
  const issuer = mock.issuer.replace('//127.0.0.1:', '//localhost:');
  mock.server.issuer.url = issuer;
  signInAs(mock, account);
  return { issuer, stop: () => mock.stop() };
}
