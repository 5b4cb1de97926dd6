import type { ComponentType } from 'react';
import type { FirstQueriesContext } from '../api/first-queries';
import { lazy, Suspense, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { parse as parsePattern } from 'regexparam';
import { matchRoute, Route, Switch, useLocation } from 'wouter';
import { SwipeScreen } from '../features/swipe/swipe-screen';
import { MATCHES_PATH } from '../features/matches/first-family-request';
import { NAME_ROUTE } from '../features/name/name-param';
import { SWIPE_PATHS } from '../features/swipe/swipe-paths';
import { ScreenSkeleton } from '../components/ui/screen-skeleton';
import { RouteErrorScreen, ScreenLoadError } from './route-error/route-error-screen';
import { AppShell } from './shell/app-shell';
import { waitForFirstData } from './first-render-wait';
import { loadLaterTexts } from '../i18n/i18n';

interface ScreenCode {
  component: ComponentType;
  /** Fills in the queries the screen shows first (their answers may already be on their way from the entry). */
  prefetch?: (context: FirstQueriesContext) => Promise<void>;
}

interface LazyScreen {
  component: ComponentType;
  /** Fetches the screen's code; undefined when it failed (rendering the screen then shows the error). */
  preload: () => Promise<ScreenCode | undefined>;
}

/**
 * A screen whose code is fetched on its first visit; a failed fetch is a ScreenLoadError, so the error screen
 * knows that only a reload brings the screen. A screen whose code is already in renders at once instead of
 * suspending: React reveals a suspended screen no sooner than 300 ms after its fallback showed (its fallback
 * throttle), so a screen opened directly appeared 300 ms after its code had come. Each mount keeps the component
 * it started with, so a screen that did suspend is not mounted anew when its code arrives. The screen's texts come
 * with its code (decision 84).
 */
function lazyScreen(load: () => Promise<ScreenCode>): LazyScreen {
  let loaded: ComponentType | undefined;
  let loading: Promise<ScreenCode> | undefined;
  const loadOnce = () => {
    loading ??= Promise.all([load(), loadLaterTexts()]).then(
      ([code]) => {
        loaded = code.component;
        return code;
      },
      (cause: unknown) => {
        loading = undefined;
        throw new ScreenLoadError(cause);
      },
    );
    return loading;
  };
  const Suspending = lazy(async () => ({ default: (await loadOnce()).component }));
  function Screen() {
    const [Component] = useState(() => loaded ?? Suspending);
    return <Component />;
  }
  return { component: Screen, preload: () => loadOnce().catch(() => undefined) };
}

/** The screens of spec §2.1's route table that load on their first visit (the swipe screen comes with the shell). */
const LAZY_SCREENS = [
  {
    path: '/history',
    load: async () => ({ component: (await import('../features/history/history-screen')).HistoryScreen }),
  },
  {
    path: MATCHES_PATH,
    load: async () => {
      const { MatchesScreen, prefetchMatches } = await import('../features/matches/matches-screen');
      return { component: MatchesScreen, prefetch: prefetchMatches };
    },
  },
  {
    path: '/decide',
    load: async () => ({ component: (await import('../features/decide/decide-screen')).DecideScreen }),
  },
  {
    path: NAME_ROUTE,
    load: async () => {
      const { NameRoute, prefetchNameRoute } = await import('../features/name/name-route');
      return { component: NameRoute, prefetch: prefetchNameRoute };
    },
  },
  {
    path: '/together',
    load: async () => ({ component: (await import('../features/together/together-screen')).TogetherScreen }),
  },
  {
    path: '/settings',
    load: async () => ({ component: (await import('../features/settings/settings-screen')).SettingsScreen }),
  },
  {
    path: '/namesakes',
    load: async () => ({
      component: (await import('../features/namesakes/namesakes-screen')).NamesakesScreen,
    }),
  },
  {
    path: '/credits',
    load: async () => ({ component: (await import('../features/credits/credits-screen')).CreditsScreen }),
  },
  {
    path: '/tags',
    load: async () => ({ component: (await import('../features/tags/tags-screen')).TagsScreen }),
  },
  {
    path: '/login-success',
    load: async () => ({
      component: (await import('../features/login/login-success-screen')).LoginSuccessScreen,
    }),
  },
].map(({ path, load }) => ({ path, ...lazyScreen(load) }));

const NotFoundScreen = lazyScreen(async () => ({
  component: (await import('../features/not-found/not-found-screen')).NotFoundScreen,
})).component;

/**
 * Prepares the screen at `pathname`, if it is a lazy one, for the first render: fetches its code and fills in the
 * queries it shows first (for a while: waitForFirstData). Boot waits for this, so that a screen opened directly comes with the shell, with its
 * content, in one render.
 */
export async function prepareScreen(pathname: string, context: Promise<FirstQueriesContext>): Promise<void> {
  const screen = LAZY_SCREENS.find(({ path }) => matchRoute(parsePattern, path, pathname)[0]);
  const code = await screen?.preload();
  if (code?.prefetch) {
    await waitForFirstData(code.prefetch(await context));
  }
}

/** The screens of spec §2.1's route table. */
function Screens() {
  return (
    <Switch>
      {SWIPE_PATHS.map((path) => (
        <Route key={path} path={path} component={SwipeScreen} />
      ))}
      {LAZY_SCREENS.map(({ path, component }) => (
        <Route key={path} path={path} component={component} />
      ))}
      <Route component={NotFoundScreen} />
    </Switch>
  );
}

/**
 * The app's routes under the app shell. A screen that fails to load or render shows the error screen inside the
 * shell, and going elsewhere clears it; a failing shell shows the error screen alone instead of a blank app.
 */
export function AppRoutes() {
  const [location] = useLocation();
  return (
    <ErrorBoundary FallbackComponent={RouteErrorScreen}>
      <AppShell>
        <ErrorBoundary FallbackComponent={RouteErrorScreen} resetKeys={[location]}>
          <Suspense fallback={<ScreenSkeleton />}>
            <Screens />
          </Suspense>
        </ErrorBoundary>
      </AppShell>
    </ErrorBoundary>
  );
}
