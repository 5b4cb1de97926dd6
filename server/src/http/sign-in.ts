import type { AuthConfig } from '../auth/auth-config';
import { createLoginProviders } from '../auth/providers';
import { signingKeyOnFirstUse } from '../auth/signing-key';
import { createTokens } from '../auth/tokens';
import type { RouteContext } from './route-context';
import { registerMeRoutes } from './routes/me-routes';
import { registerSignInRoutes } from './routes/sign-in-routes';

/**
 * Sign-in with the configured providers and the /api/me routes behind our tokens. With no provider configured the
 * provider list is empty, every provider path is a 404, and no signing key is ever created.
 */
export async function registerSignIn(context: RouteContext, config: AuthConfig): Promise<void> {
  const tokens = createTokens({
    key: signingKeyOnFirstUse(context.db, config.tokenSecret),
    issuer: config.publicUrl,
    ttlSeconds: config.tokenTtlSeconds,
  });
  registerSignInRoutes({ ...context, config, providers: createLoginProviders(config), tokens });
  await registerMeRoutes({ ...context, tokens });
}
