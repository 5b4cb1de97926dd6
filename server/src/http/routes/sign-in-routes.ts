import type { LoginErrorCode } from '@name-swiper/contract/auth';
import { authProvidersSchema, loginStartQuerySchema } from '@name-swiper/contract/auth';
import type { FastifyBaseLogger } from 'fastify';
import { ResponseBodyError } from 'openid-client';
import { z } from 'zod';
import type { AuthConfig } from '../../auth/auth-config';
import type { LoginProvider } from '../../auth/login-provider';
import { clearedLoginStateCookie, cookieMatchesState, loginStateCookie } from '../../auth/login-cookie';
import { LoginError } from '../../auth/login-provider';
import type { LoginReturn } from '../../auth/login-states';
import { newLogin, saveLogin, takeLogin } from '../../auth/login-states';
import { redirectUri } from '../../auth/providers';
import type { Tokens } from '../../auth/tokens';
import { durableWrites } from '../../db/durable-writes';
import { signIn } from '../../domain/users';
import { apiRoute } from '../api-route';
import { parseInput } from '../parse-input';
import { HttpProblem } from '../problem';
import type { RouteContext } from '../route-context';

export interface SignInContext extends RouteContext {
  config: AuthConfig;
  providers: Map<string, LoginProvider>;
  tokens: Tokens;
}

interface ProviderRoute {
  Params: { provider: string };
}

const callbackQuerySchema = z.object({
  state: z.string().optional().catch(undefined),
  error: z.string().optional().catch(undefined),
});

/** The login card's provider list, the redirect to a provider, and the provider's return (spec §7.3). */
export function registerSignInRoutes({ app, docs, db, config, providers, tokens }: SignInContext): void {
  const providerOf = (key: string): LoginProvider => {
    const provider = providers.get(key);
    if (!provider) {
      throw new HttpProblem(404, 'not-found', `There is no sign-in provider '${key}'.`);
    }
    return provider;
  };
  const returnUrl = (returnTo: LoginReturn, result: { token: string } | { error: LoginErrorCode }) => {
    const query = new URLSearchParams(result).toString();
    return returnTo === 'app' ? `${config.appLoginRedirectUrl}?${query}` : `/login-success?${query}`;
  };

  apiRoute(app, docs, {
    method: 'GET',
    path: '/auth/providers',
    summary: 'The identity providers the login card offers; empty when sign-in is not configured.',
    response: authProvidersSchema,
    errors: [],
    handler: async () => ({ providers: [...providers.values()].map(({ key, name }) => ({ key, name })) }),
  });

  app.get<ProviderRoute>('/oauth2/authorization/:provider', async (request, reply) => {
    const provider = providerOf(request.params.provider);
    const query = parseInput(loginStartQuerySchema, request.query, 'query');
    const login = newLogin({
      provider: provider.key,
      withNonce: provider.usesNonce,
      deviceId: query.deviceId ?? null,
      returnTo: query.client,
    });
    let authorizationUrl: URL;
    try {
      authorizationUrl = await provider.authorizationUrl(login);
    } catch (error) {
      request.log.error({ err: error, provider: provider.key }, 'sign-in provider unavailable');
      return reply.redirect(returnUrl(query.client, { error: 'login-failed' }));
    }
    await saveLogin(db, login);
    reply.header('set-cookie', loginStateCookie(config.publicUrl, provider.key, login.state));
    return reply.redirect(authorizationUrl.href);
  });

  app.get<ProviderRoute>('/login/oauth2/code/:provider', async (request, reply) => {
    const provider = providerOf(request.params.provider);
    const query = callbackQuerySchema.parse(request.query);
    const taken = query.state ? await takeLogin(db, query.state, provider.key) : undefined;
    if (!taken?.found) {
      request.log.warn(
        { provider: provider.key, reason: taken?.reason ?? 'missing' },
        'sign-in state refused',
      );
      return reply.redirect(returnUrl('web', { error: 'login-expired' }));
    }
    const { login } = taken;
    if (!cookieMatchesState(request.headers.cookie, login.state)) {
      request.log.warn({ provider: provider.key }, 'sign-in returned to another browser than it started in');
      return reply.redirect(returnUrl(login.returnTo, { error: 'login-other-browser' }));
    }
    reply.header('set-cookie', clearedLoginStateCookie(config.publicUrl, provider.key));
    if (query.error) {
      request.log.info({ provider: provider.key, error: query.error }, 'sign-in refused by the provider');
      const code = query.error === 'access_denied' ? 'login-denied' : 'login-failed';
      return reply.redirect(returnUrl(login.returnTo, { error: code }));
    }
    const callbackUrl = new URL(redirectUri(config.publicUrl, provider.key));
    callbackUrl.search = new URL(request.url, 'http://callback').search;
    const identity = await provider.identify(callbackUrl, login).catch((error: unknown) => {
      logFailure(request.log, provider.key, error);
      return error instanceof LoginError ? error.code : 'login-failed';
    });
    if (typeof identity === 'string') {
      return reply.redirect(returnUrl(login.returnTo, { error: identity }));
    }
    try {
      const user = await signIn(db, identity, login.deviceId);
      await durableWrites(db);
      request.log.info({ provider: provider.key, userId: user.id }, 'signed in');
      return reply.redirect(returnUrl(login.returnTo, { token: await tokens.issue(user) }));
    } catch (error) {
      request.log.error({ err: error, provider: provider.key }, 'sign-in could not be stored');
      return reply.redirect(returnUrl(login.returnTo, { error: 'login-failed' }));
    }
  });
}

function logFailure(log: FastifyBaseLogger, provider: string, error: unknown): void {
  const reason = error instanceof Error ? error.message : String(error);
  const providerError =
    error instanceof ResponseBodyError ? { error: error.error, description: error.error_description } : {};
  log.warn({ provider, reason, ...providerError }, 'sign-in failed');
}
