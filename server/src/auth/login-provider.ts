import type { LoginErrorCode, ProviderKey } from '@name-swiper/contract/auth';
import type { ProviderIdentity } from '../domain/users';
import type { PendingLogin } from './login-states';

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
