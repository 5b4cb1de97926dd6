import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { AuthConfig, ProviderConfig } from '../src/auth/auth-config';
import { NO_SIGN_IN } from '../src/auth/auth-config';
import type { DatabaseHandle } from '../src/db/database';
import { signInAs, startMockProvider } from './mock-oidc-provider';
import type { MockAccount } from './mock-oidc-provider';
import { onFreePort } from './free-port';
import { testBrowser } from './test-browser';
import { openScratchDatabase } from './test-database';
import { sharedDatabase } from './shared-database';

export const TEST_TOKEN_SECRET = 'test-secret-that-is-at-least-32-characters-long';

export interface SignInApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  baseUrl: string;
  auth: AuthConfig;
  close(): Promise<void>;
}

/** The real app, listening on loopback with the given sign-in providers, over the run's catalogue database. */
export async function startSignInApp(
  providers: ProviderConfig[],
  overrides: Partial<AuthConfig> = {},
): Promise<SignInApp> {
  // The port is chosen before the app is built, so that PUBLIC_URL (and with it the redirect URI) is known.
  return onFreePort(async (port) => {
    const baseUrl = `http://127.0.0.1:${port}`;
    const auth: AuthConfig = {
      ...NO_SIGN_IN,
      publicUrl: baseUrl,
      providers,
      tokenSecret: TEST_TOKEN_SECRET,
      ...overrides,
    };
    const database = openScratchDatabase(sharedDatabase());
    const app = await buildApp({ db: database.db, webDistDir: '/nonexistent', auth });
    try {
      await app.listen({ port, host: '127.0.0.1' });
    } catch (error) {
      await app.close();
      await database.close();
      throw error;
    }
    return {
      app,
      database,
      baseUrl,
      auth,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  });
}

/** Fetches without following redirects and answers the Location, resolved against the request URL. */
export async function redirectOf(url: string): Promise<URL> {
  const response = await fetch(url, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (response.status !== 302 || !location) {
    throw new Error(`expected a redirect from ${url}, got ${response.status}: ${await response.text()}`);
  }
  return new URL(location, url);
}

/** A listening app with the mock as its `oidc` provider, and the steps of a login through a real redirect chain. */
export async function startOidcFixture(overrides: Partial<AuthConfig> = {}) {
  const mock = await startMockProvider();
  const signInApp = await startSignInApp(
    [
      {
        key: 'oidc',
        kind: 'oidc',
        name: 'Mock ID',
        issuer: mock.issuer,
        clientId: 'name-swiper',
        clientSecret: 's3cret',
      },
    ],
    overrides,
  );
  let undoAccount: (() => void) | undefined;
  /** The user's browser: it keeps the cookies of the logins it starts. */
  const browser = testBrowser();

  /** The redirect to the provider, its state, and the provider's redirect back to our callback. */
  const startLogin = async (query = '', inBrowser = browser) => {
    const authorize = await inBrowser.redirectOf(`${signInApp.baseUrl}/oauth2/authorization/oidc${query}`);
    return {
      authorize,
      state: authorize.searchParams.get('state') ?? '',
      callback: () => inBrowser.redirectOf(authorize.href),
    };
  };

  return {
    mock,
    signInApp,
    db: signInApp.database.db,
    startLogin,
    /** A request from the user's browser, with its cookies; answers the Location it redirects to. */
    redirectOf: browser.redirectOf,
    /** The whole round trip: our server, the provider, and back to where the app lands. */
    login: async (query = '') => {
      const { callback } = await startLogin(query);
      return browser.redirectOf((await callback()).href);
    },
    /** A fresh account the mock signs in from now on. */
    newAccount: (overrides: Partial<MockAccount> = {}) => {
      const sub = `user-${randomUUID()}`;
      const account = {
        sub,
        email: `${sub}@example.org`,
        name: 'Anna de Vries',
        picture: 'https://example.org/anna.png',
        ...overrides,
      };
      undoAccount?.();
      undoAccount = signInAs(mock, account);
      return account;
    },
    forgetAccount: () => undoAccount?.(),
    close: async () => {
      await signInApp.close();
      await mock.stop();
    },
  };
}
export type OidcFixture = Awaited<ReturnType<typeof startOidcFixture>>;
