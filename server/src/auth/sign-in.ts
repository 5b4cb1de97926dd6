import type { RouteContext } from '../http/route-context';
import type { AuthConfig } from './auth-config';
import { registerAuthRoutes } from './auth-routes';
import { registerMeRoutes } from './me-routes';
import { createLoginProviders } from './providers';
import { loadSigningKey } from './signing-key';
import { createTokens } from './tokens';

/**
 * Sign-in with the configured providers and the /api/me routes behind our tokens. With no provider configured the
 * provider list is empty, every provider path is a 404, and no signing key is ever created.
 */
export async function registerSignIn(context: RouteContext, config: AuthConfig): Promise<void> {
  let key: Promise<Uint8Array> | undefined;
  const signingKey = () => {
    key ??= loadSigningKey(context.db, config.tokenSecret).catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return key;
  };
  const tokens = createTokens({
    key: signingKey,
    issuer: config.publicUrl,
    ttlSeconds: config.tokenTtlSeconds,
  });
  const signIn = { ...context, config, providers: createLoginProviders(config), tokens };
  registerAuthRoutes(signIn);
  await registerMeRoutes(signIn);
}
