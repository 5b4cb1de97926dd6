import type { ComponentType } from 'react';
import { lazy, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Route, Switch, useLocation } from 'wouter';
import { SwipeScreen } from '../features/swipe/swipe-screen';
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

const HistoryScreen = lazyScreen(
  async () => (await import('../features/history/history-screen')).HistoryScreen,
);
const MatchesScreen = lazyScreen(
  async () => (await import('../features/matches/matches-screen')).MatchesScreen,
);
const DecideScreen = lazyScreen(async () => (await import('../features/decide/decide-screen')).DecideScreen);
const NameRoute = lazyScreen(async () => (await import('../features/name/name-route')).NameRoute);
const TogetherScreen = lazyScreen(
  async () => (await import('../features/together/together-screen')).TogetherScreen,
);
const SettingsScreen = lazyScreen(
  async () => (await import('../features/settings/settings-screen')).SettingsScreen,
);
const CreditsScreen = lazyScreen(
  async () => (await import('../features/credits/credits-screen')).CreditsScreen,
);
const TagsScreen = lazyScreen(async () => (await import('../features/tags/tags-screen')).TagsScreen);
const LoginSuccessScreen = lazyScreen(
  async () => (await import('../features/login/login-success-screen')).LoginSuccessScreen,
);
const NotFoundScreen = lazyScreen(
  async () => (await import('../features/not-found/not-found-screen')).NotFoundScreen,
);

/** The screens of spec §2.1's route table; the swipe screen, the first screen, comes with the shell. */
function Screens() {
  return (
    <Switch>
      {SWIPE_PATHS.map((path) => (
        <Route key={path} path={path} component={SwipeScreen} />
      ))}
      <Route path="/history" component={HistoryScreen} />
      <Route path="/matches" component={MatchesScreen} />
      <Route path="/decide" component={DecideScreen} />
      <Route path="/name/:name" component={NameRoute} />
      <Route path="/together" component={TogetherScreen} />
      <Route path="/settings" component={SettingsScreen} />
      <Route path="/credits" component={CreditsScreen} />
      <Route path="/tags" component={TagsScreen} />
      <Route path="/login-success" component={LoginSuccessScreen} />
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
