import { createBrowserRouter } from 'react-router';
import { CreditsScreen } from '../features/credits/credits-screen';
import { HistoryScreen } from '../features/history/history-screen';
import { LoginSuccessScreen } from '../features/login/login-success-screen';
import { MatchesScreen } from '../features/matches/matches-screen';
import { NameScreen } from '../features/name/name-screen';
import { NotFoundScreen } from '../features/not-found/not-found-screen';
import { SettingsScreen } from '../features/settings/settings-screen';
import { SwipeScreen } from '../features/swipe/swipe-screen';
import { TagsScreen } from '../features/tags/tags-screen';
import { TogetherScreen } from '../features/together/together-screen';
import { AppShell } from './shell/app-shell';

/** The route table of spec §2.1, all under the app shell. */
export const routes = [
  {
    path: '/',
    element: <AppShell />,
    children: [
      { index: true, element: <SwipeScreen /> },
      { path: 'baby', element: <SwipeScreen /> },
      { path: 'history', element: <HistoryScreen /> },
      { path: 'matches', element: <MatchesScreen /> },
      { path: 'name/:name', element: <NameScreen /> },
      { path: 'together', element: <TogetherScreen /> },
      { path: 'settings', element: <SettingsScreen /> },
      { path: 'credits', element: <CreditsScreen /> },
      { path: 'tags', element: <TagsScreen /> },
      { path: 'login-success', element: <LoginSuccessScreen /> },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
