import type { ComponentType } from 'react';
import { lazy, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { parse as parsePattern } from 'regexparam';
import { matchRoute, Route, Switch, useLocation } from 'wouter';
import { SwipeScreen } from '../features/swipe/swipe-screen';
import { NAME_ROUTE } from '../features/name/name-param';
import { SWIPE_PATHS } from '../features/swipe/swipe-paths';
import { RouteErrorScreen, ScreenLoadError } from './route-error/route-error-screen';
import { AppShell } from './shell/app-shell';

/**
 * A screen whose code is fetched on its first visit; a failed fetch is a ScreenLoadError, so the error screen
 * knows that only a reload brings the screen. Opened directly, the shell shows at once, the screen when it came.
 */
function lazyScreen(load: () => Promise<ComponentType>): ComponentType {
  return lazy(async () => {
    try {
      return { default: await load() };
    } catch (cause) {
      throw new ScreenLoadError(cause);
    }
  });
}

/** The screens of spec §2.1's route table that load on their first visit (the swipe screen comes with the shell). */
const LAZY_SCREENS = [
  { path: '/history', load: async () => (await import('../features/history/history-screen')).HistoryScreen },
  { path: '/matches', load: async () => (await import('../features/matches/matches-screen')).MatchesScreen },
  { path: '/decide', load: async () => (await import('../features/decide/decide-screen')).DecideScreen },
  { path: NAME_ROUTE, load: async () => (await import('../features/name/name-route')).NameRoute },
  {
    path: '/together',
    load: async () => (await import('../features/together/together-screen')).TogetherScreen,
  },
  {
    path: '/settings',
    load: async () => (await import('../features/settings/settings-screen')).SettingsScreen,
  },
  { path: '/credits', load: async () => (await import('../features/credits/credits-screen')).CreditsScreen },
  { path: '/tags', load: async () => (await import('../features/tags/tags-screen')).TagsScreen },
  {
    path: '/login-success',
    load: async () => (await import('../features/login/login-success-screen')).LoginSuccessScreen,
  },
].map((screen) => ({ ...screen, component: lazyScreen(screen.load) }));

const NotFoundScreen = lazyScreen(
  async () => (await import('../features/not-found/not-found-screen')).NotFoundScreen,
);

/**
 * Starts fetching the code of the screen at `pathname` (boot does this before the first render, so that it does
 * not wait for the shell to render first); the screen's lazy component then finds it on its way or there.
 */
export function preloadScreen(pathname: string): void {
  const screen = LAZY_SCREENS.find(({ path }) => matchRoute(parsePattern, path, pathname)[0]);
  screen?.load().catch(() => undefined);
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
          <Suspense fallback={<div aria-busy="true" data-screen-loading className="flex-1" />}>
            <Screens />
          </Suspense>
        </ErrorBoundary>
      </AppShell>
    </ErrorBoundary>
  );
}
