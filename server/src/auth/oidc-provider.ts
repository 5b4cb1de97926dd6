import * as oidc from 'openid-client';
import { z } from 'zod';
import type { ProviderIdentity } from '../domain/users';
import type { ProviderConfig } from './auth-config';
import type { LoginProvider } from './login-provider';
import { LoginError } from './login-provider';
import { isLoopback } from './loopback-url';

type OidcProviderConfig = Extract<ProviderConfig, { kind: 'oidc' }>;

const SCOPE = 'openid email profile';

const profileClaimsSchema = z.object({
  sub: z.string().min(1),
  email: z.email().optional().catch(undefined),
  email_verified: z.boolean().optional().catch(undefined),
  name: z.string().min(1).optional().catch(undefined),
  picture: z.url().optional().catch(undefined),
});

/** Google or any OpenID Connect issuer, configured by discovery on first use (and again after a failure). */
export function oidcProvider(provider: OidcProviderConfig, redirectUri: string): LoginProvider {
  let discovered: Promise<oidc.Configuration> | undefined;
  const configuration = () => {
    discovered ??= discover(provider).catch((error: unknown) => {
      discovered = undefined;
      throw error;
    });
    return discovered;
  };

  return {
    key: provider.key,
    name: provider.name,
    usesNonce: true,
    async authorizationUrl(login) {
      return oidc.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope: SCOPE,
        state: login.state,
        ...(login.nonce ? { nonce: login.nonce } : {}),
        code_challenge: await oidc.calculatePKCECodeChallenge(login.codeVerifier),
        code_challenge_method: 'S256',
      });
    },
    async identify(callbackUrl, login) {
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: login.codeVerifier,
        expectedState: login.state,
        ...(login.nonce ? { expectedNonce: login.nonce } : {}),
        idTokenExpected: true,
      });
      const idToken = tokens.claims();
      if (!idToken) {
        throw new LoginError('login-failed', 'The provider sent no ID token.');
      }
      const needsUserInfo = !idToken.email || !idToken.name;
      const userInfo =
        needsUserInfo && config.serverMetadata().userinfo_endpoint
          ? await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub)
          : {};
      return identityFrom(provider.key, { ...idToken, ...userInfo });
    },
  };
}

function discover(provider: OidcProviderConfig): Promise<oidc.Configuration> {
  return oidc.discovery(
    new URL(provider.issuer),
    provider.clientId,
    provider.clientSecret,
    provider.clientSecret ? undefined : oidc.None(),
    { execute: isLoopback(provider.issuer) ? [oidc.allowInsecureRequests] : [] },
  );
}

function identityFrom(providerKey: string, claims: Record<string, unknown>): ProviderIdentity {
  const parsed = profileClaimsSchema.safeParse(claims);
  if (!parsed.success) {
    throw new LoginError('login-failed', `Unexpected profile claims: ${parsed.error.message}`);
  }
  const { sub, email, email_verified: emailVerified, name, picture } = parsed.data;
  if (!email || emailVerified === false) {
    throw new LoginError('login-no-email', 'The account has no verified e-mail address.');
  }
  return { provider: providerKey, subject: sub, email, name: name ?? null, picture: picture ?? null };
}
