import type { AuthConfig } from '../auth/auth-config';
import { createLoginProviders } from '../auth/providers';
import { tokenSigningKey } from '../auth/signing-key';
import { createTokens } from '../auth/tokens';
import type { RouteContext } from './route-context';
import { registerMeRoutes } from './routes/me-routes';
import { registerSignInRoutes } from './routes/sign-in-routes';

/**
 * Sign-in with the configured providers and the /api/me routes behind our tokens. With no provider configured the
 * provider list is empty and every provider path is a 404.
 */
export async function registerSignIn(context: RouteContext, config: AuthConfig): Promise<void> {
  if (config.providers.length > 0 && config.tokenSecret === undefined) {
    context.app.log.warn(
      'AUTH_TOKEN_SECRET is not set: sign-in tokens are signed with a key that lives only in this process, so they stop working when it restarts',
    );
  }
  const tokens = createTokens({
    key: tokenSigningKey(config.tokenSecret),
    issuer: config.publicUrl,
    ttlSeconds: config.tokenTtlSeconds,
  });
  registerSignInRoutes({ ...context, config, providers: createLoginProviders(config), tokens });
  await registerMeRoutes({ ...context, tokens });
}
