import { OAuth2Server } from 'oauth2-mock-server';

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
 * oauth2-mock-server as a real OpenID Connect provider on loopback (issue 7 §5): its /authorize answers at once
 * with a code, and its tokens and /userinfo carry `account`.
 */
export async function startMockProvider(account: MockAccount) {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const issuer = server.issuer.url;
  if (!issuer) {
    throw new Error('the mock provider has no issuer URL');
  }
  server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    token.payload.sub = account.sub;
  });
  server.service.on('beforeUserinfo', (response: { body: Record<string, unknown> | '' }) => {
    response.body = { ...account };
  });
  return { issuer, stop: () => server.stop() };
}
