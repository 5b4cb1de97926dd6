import type { LoginErrorCode, ProviderKey } from '@name-swiper/contract/auth';
import type { ProviderIdentity } from '../domain/users';
import type { AuthConfig } from './auth-config';
import { githubProvider } from './github-provider';
import type { PendingLogin } from './login-states';
import { oidcProvider } from './oidc-provider';

/** One configured identity provider: where a login starts, and who it says signed in when it returns. */
export interface LoginProvider {
  key: ProviderKey;
  name: string;
  /** OpenID Connect providers bind the ID token to the login with a nonce. */
  usesNonce: boolean;
  authorizationUrl(login: PendingLogin): Promise<URL>;
  /** Exchanges the code of `callbackUrl` (with the login's PKCE verifier) and reads the account's profile. */
  identify(callbackUrl: URL, login: PendingLogin): Promise<ProviderIdentity>;
}

/** A login that cannot finish, with the code `/login-success?error=` carries and a reason for the log. */
export class LoginError extends Error {
  constructor(
    readonly code: LoginErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'LoginError';
  }
}

export function redirectUri(publicUrl: string, key: ProviderKey): string {
  return `${publicUrl}/login/oauth2/code/${key}`;
}

/** Plain http is only allowed for a provider on this machine (the test and development mock). */
export function isLoopback(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(hostname);
}

export function createLoginProviders(config: AuthConfig): Map<string, LoginProvider> {
  const providers = new Map<string, LoginProvider>();
  for (const provider of config.providers) {
    const callback = redirectUri(config.publicUrl, provider.key);
    providers.set(
      provider.key,
      provider.kind === 'oidc' ? oidcProvider(provider, callback) : githubProvider(provider, callback),
    );
  }
  return providers;
}
