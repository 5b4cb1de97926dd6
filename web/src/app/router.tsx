import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { createBrowserRouter } from 'react-router';
import { SwipeScreen } from '../features/swipe/swipe-screen';
import { RouteErrorScreen, ScreenLoadError } from './route-error/route-error-screen';
import { AppShell } from './shell/app-shell';

const errorElement = <RouteErrorScreen />;

/**
 * A screen whose code is fetched on its first visit; a failed fetch is a ScreenLoadError, so the error screen
 * knows that only a reload brings the screen. Opened directly, the shell shows at once, the screen when it came.
 */
function lazyRoute(path: string, load: () => Promise<ComponentType>): RouteObject {
  return {
    path,
    errorElement,
    hydrateFallbackElement: <div aria-busy="true" className="flex-1" />,
    lazy: async () => {
      try {
        return { Component: await load() };
      } catch (cause) {
        throw new ScreenLoadError(cause);
      }
    },
  };
}

/**
 * The route table of spec §2.1, all under the app shell; each route shows the error screen when it fails. The
 * swipe screen, the first screen, comes with the shell; the others load on their first visit.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppShell />,
    errorElement,
    children: [
      { index: true, element: <SwipeScreen />, errorElement },
      { path: 'baby', element: <SwipeScreen />, errorElement },
      lazyRoute('history', async () => (await import('../features/history/history-screen')).HistoryScreen),
      lazyRoute('matches', async () => (await import('../features/matches/matches-screen')).MatchesScreen),
      lazyRoute('decide', async () => (await import('../features/decide/decide-screen')).DecideScreen),
      lazyRoute('name/:name', async () => (await import('../features/name/name-route')).NameRoute),
      lazyRoute(
        'together',
        async () => (await import('../features/together/together-screen')).TogetherScreen,
      ),
      lazyRoute(
        'settings',
        async () => (await import('../features/settings/settings-screen')).SettingsScreen,
      ),
      lazyRoute('credits', async () => (await import('../features/credits/credits-screen')).CreditsScreen),
      lazyRoute('tags', async () => (await import('../features/tags/tags-screen')).TagsScreen),
      lazyRoute(
        'login-success',
        async () => (await import('../features/login/login-success-screen')).LoginSuccessScreen,
      ),
      lazyRoute('*', async () => (await import('../features/not-found/not-found-screen')).NotFoundScreen),
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
