/** Starts the app (main.tsx runs this once the static shell of index.html is on screen). */
import './zod-config';
import './fonts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { initAds } from './ads/ads';
import { loadVotes } from './api/realtime/voting';
import { App } from './app/app';
import { preloadScreen } from './app/router';
import { SWIPE_PATHS } from './features/swipe/swipe-paths';
import { dealDeck } from './features/swipe/deck/use-deck';
import { initI18n } from './i18n/i18n';
import { loadDeviceId } from './platform/device-id';
import { registerServiceWorker } from './platform/service-worker';

const rootElement = document.getElementById('root');
if (!rootElement) {
  throw new Error('index.html has no #root element');
}

void initAds();
registerServiceWorker();
// Another screen opened directly: its code is fetched now, not once the shell has rendered.
preloadScreen(window.location.pathname);
// The vote record comes first: History and the deck must not show a moment without the votes made offline.
const [deviceId] = await Promise.all([
  loadDeviceId(),
  initI18n(),
  loadVotes().catch((error: unknown) => console.warn('[votes] the stored votes could not be read', error)),
]);
// The deck is dealt before the first render: it takes the entry's early answer, or asks now (the apps).
if (SWIPE_PATHS.includes(window.location.pathname)) {
  dealDeck(deviceId);
}

// As a transition the first render yields to the browser every few milliseconds instead of holding the main
// thread for the whole tree; the static shell in index.html stays on screen until the app is ready to replace it.
startTransition(() => {
  createRoot(rootElement).render(
    <StrictMode>
      <App deviceId={deviceId} />
    </StrictMode>,
  );
});
