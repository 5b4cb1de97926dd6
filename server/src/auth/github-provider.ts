import * as oidc from 'openid-client';
import { z } from 'zod';
import type { ProviderIdentity } from '../domain/users';
import type { GitHubEndpoints, ProviderConfig } from './auth-config';
import type { LoginProvider } from './login-provider';
import { LoginError } from './login-provider';
import { isLoopback } from './loopback-url';

type GitHubProviderConfig = Extract<ProviderConfig, { kind: 'github' }>;

export const GITHUB_ENDPOINTS: GitHubEndpoints = {
  authorization: 'https://github.com/login/oauth/authorize',
  token: 'https://github.com/login/oauth/access_token',
  api: 'https://api.github.com',
};
const SCOPE = 'read:user user:email';
const API_TIMEOUT_MS = 10_000;

const githubUserSchema = z.object({
  id: z.number(),
  login: z.string(),
  name: z.string().min(1).nullable().catch(null),
  avatar_url: z.url().nullable().catch(null),
});

const githubEmailsSchema = z.array(
  z.object({ email: z.string(), primary: z.boolean(), verified: z.boolean() }),
);

/** GitHub: plain OAuth2 (with PKCE), then the profile from its REST API. */
export function githubProvider(provider: GitHubProviderConfig, redirectUri: string): LoginProvider {
  const endpoints = provider.endpoints ?? GITHUB_ENDPOINTS;
  const config = new oidc.Configuration(
    {
      issuer: new URL(endpoints.authorization).origin,
      authorization_endpoint: endpoints.authorization,
      token_endpoint: endpoints.token,
    },
    provider.clientId,
    provider.clientSecret,
  );
  if (isLoopback(endpoints.token)) {
    oidc.allowInsecureRequests(config);
  }

  return {
    key: provider.key,
    name: provider.name,
    usesNonce: false,
    async authorizationUrl(login) {
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        state: login.state,
        code_challenge: await oidc.calculatePKCECodeChallenge(login.codeVerifier),
        code_challenge_method: 'S256',
      });
    },
    async identify(callbackUrl, login) {
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: login.codeVerifier,
        expectedState: login.state,
      });
      const read = (path: string) => getJson(`${endpoints.api}${path}`, tokens.access_token);
      const user = githubUserSchema.parse(await read('/user'));
      const email = chooseEmail(githubEmailsSchema.parse(await read('/user/emails')));
      if (!email) {
        throw new LoginError('login-no-email', 'The GitHub account has no verified e-mail address.');
      }
      return {
        provider: provider.key,
        subject: String(user.id),
        email,
        name: user.name ?? user.login,
        picture: user.avatar_url,
      } satisfies ProviderIdentity;
    },
  };
}

/** The primary address when it is verified, otherwise the first verified one; unverified ones never. */
export function chooseEmail(emails: z.infer<typeof githubEmailsSchema>): string | undefined {
  const verified = emails.filter((entry) => entry.verified);
  return (verified.find((entry) => entry.primary) ?? verified[0])?.email;
}

async function getJson(url: string, accessToken: string): Promise<unknown> {
  const response = await fetch(url, {
    headers: {
      authorization: `Bearer ${accessToken}`,
      accept: 'application/vnd.github+json',
      'user-agent': 'name-swiper',
      'x-github-api-version': '2022-11-28',
    },
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  });
  if (!response.ok) {
    throw new LoginError('login-failed', `GitHub answered ${response.status} for ${new URL(url).pathname}.`);
  }
  return response.json();
}
