import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import Fastify from 'fastify';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AuthConfig } from './auth/auth-config';
import { NO_SIGN_IN } from './auth/auth-config';
import { registerSignIn } from './http/sign-in';
import type { Db } from './db/db';
import { registerAnswerHeaders } from './http/answer-headers';
import { registerApiCompression } from './http/api-compression';
import { registerApiEtags } from './http/api-etags';
import type { DocumentedRoute } from './http/api-route';
import { registerDurableAnswers } from './http/durable-answers';
import { registerErrorHandling } from './http/error-handling';
import { answerClientError, answerFrameworkError, answerWhileClosing } from './http/framework-errors';
import { openApiDocument } from './http/openapi';
import { registerDecideRoutes } from './http/routes/decide-routes';
import { registerDeviceRoutes } from './http/routes/device-routes';
import { registerHealthRoutes } from './http/routes/health-routes';
import { registerMatchRoutes } from './http/routes/match-routes';
import { registerNameRoutes } from './http/routes/name-routes';
import { registerNamesakeRoutes } from './http/routes/namesake-routes';
import { registerVoteRoutes } from './http/routes/vote-routes';
import { connectionTimeoutOptions } from './http/security/connection-timeouts';
import { registerSecurity } from './http/security/register-security';
import type { SecurityConfig } from './http/security/security-config';
import { DEFAULT_SECURITY } from './http/security/security-config';
import { registerWebApp } from './http/web-app';
import type { RealtimeOptions } from './realtime/attach-realtime';
import { attachRealtime, realtimeOrigins } from './realtime/attach-realtime';
import { notifyMemberNames } from './realtime/notify';
import type { MessageBus } from './bus/message-bus';
import { createMemoryBus } from './bus/memory-bus';
import { catalogueIndexOf } from './catalogue/catalogue-memory';
import { DEFAULT_VOTE_CACHE_MAX_BYTES } from './domain/device-votes';
import { shareVoteStates } from './domain/vote-states';
import type { LimitStores } from './limits/limit-stores';
import { lazyChildLogger } from './logging/lazy-child-logger';
import { createMemoryLimitStores } from './limits/limit-stores';

export interface AppDependencies {
  db: Db;
  webDistDir: string;
  /** pino logger for requests and the server; none (silent) when omitted, as in tests. */
  logger?: FastifyBaseLogger;
  /** Carries realtime messages to devices; defaults to this process only. */
  bus?: MessageBus;
  realtime?: RealtimeOptions;
  /** Sign-in providers and token settings; sign-in is off (no providers) when omitted. */
  auth?: AuthConfig;
  /** Rate limits, CORS origins, proxy trust and connection timeouts; the documented defaults when omitted. */
  security?: SecurityConfig;
  /** Where request counters and STOMP and invite budgets live: this process by default, Redis for several instances. */
  limits?: LimitStores;
  /** The bound of the per-device vote cache (VOTE_CACHE_MAX_BYTES). */
  voteCacheMaxBytes?: number;
}

const API_BODY_LIMIT_BYTES = 16 * 1024;

/** A caller's X-Request-Id when it is a sane token (it ends up in every log line), otherwise a new UUID. */
function requestId(request: IncomingMessage): string {
  const header = request.headers['x-request-id'];
  return typeof header === 'string' && /^[\w.:-]{1,64}$/.test(header) ? header : randomUUID();
}

/** Builds the HTTP application from its dependencies; tests build it in-process with their own database. */
export async function buildApp({
  db,
  webDistDir,
  logger,
  bus = createMemoryBus(),
  realtime,
  auth = NO_SIGN_IN,
  security = DEFAULT_SECURITY,
  limits = createMemoryLimitStores(),
  voteCacheMaxBytes = DEFAULT_VOTE_CACHE_MAX_BYTES,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger, childLoggerFactory: lazyChildLogger } : {}),
    bodyLimit: API_BODY_LIMIT_BYTES,
    ...connectionTimeoutOptions(security.timeouts),
    requestIdHeader: false,
    genReqId: requestId,
    trustProxy: security.trustProxy,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    return503OnClosing: false,
  });
  // First: the 503 of a closing server carries these headers too.
  registerAnswerHeaders(app, auth.publicUrl);
  answerWhileClosing(app);
  registerDurableAnswers(app, db);
  shareVoteStates(db, bus, voteCacheMaxBytes);
  // Read from the start so the first request does not wait for it; a failure is the first request's to report.
  catalogueIndexOf(db).catch(() => undefined);
  registerErrorHandling(app);
  await registerSecurity(app, limits, security);
  await registerApiCompression(app);
  registerApiEtags(app);
  const docs: DocumentedRoute[] = [];
  const context = { app, docs, db };
  registerHealthRoutes(context, bus);
  registerDeviceRoutes(context, (deviceId) => notifyMemberNames(db, bus, deviceId));
  registerNameRoutes(context);
  registerNamesakeRoutes(context);
  registerVoteRoutes(context);
  registerMatchRoutes(context);
  registerDecideRoutes(context);
  await registerSignIn(context, auth);
  const document = openApiDocument(docs);
  app.get('/api/docs', () => document);
  await registerWebApp(app, webDistDir);
  attachRealtime(app, db, bus, limits.buckets, {
    trustProxy: security.trustProxy,
    allowedOrigins: realtimeOrigins(auth.publicUrl, security.corsOrigins),
    ...realtime,
  });
  app.addHook('onClose', async () => {
    await Promise.all([bus.close(), limits.close()]);
  });
  return app;
}
