import type { ProviderKey } from '@name-swiper/contract/auth';
import type { AuthConfig } from './auth-config';
import { githubProvider } from './github-provider';
import type { LoginProvider } from './login-provider';
import { oidcProvider } from './oidc-provider';

/** Where a provider sends the browser back to (spec §7.3). */
export function callbackPath(key: string): string {
  return `/login/oauth2/code/${key}`;
}

export function redirectUri(publicUrl: string, key: ProviderKey): string {
  return `${publicUrl}${callbackPath(key)}`;
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
