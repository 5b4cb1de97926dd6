/** Starts the app (main.tsx runs this once the static shell of index.html is on screen). */
import './zod-config';
import './fonts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { initAds } from './ads/ads';
import { createQueryClient } from './api/query-client';
import { loadVotes } from './api/realtime/voting';
import { App } from './app/app';
import { waitForFirstData } from './app/first-render-wait';
import { prepareScreen } from './app/router';
import { SWIPE_PATHS } from './features/swipe/swipe-paths';
import { dealDeck } from './features/swipe/deck/use-deck';
import { initI18n } from './i18n/i18n';
import { loadDeviceId } from './platform/device-id';

/**
 * Not top-level await: a lazy screen's chunk imports this module's chunk, so the screen could not finish loading
 * while this module was still evaluating, and waiting for it here would wait forever.
 */
async function start(rootElement: HTMLElement): Promise<void> {
  const queryClient = createQueryClient();
  const pathname = window.location.pathname;
  const deviceIdLoaded = loadDeviceId();
  // The vote record comes first: History and the deck must not show a moment without the votes made offline.
  // Another screen opened directly comes with the shell: its code and first queries are fetched alongside, and the
  // render waits for them.
  const [deviceId] = await Promise.all([
    deviceIdLoaded,
    initI18n(),
    loadVotes().catch((error: unknown) => console.warn('[votes] the stored votes could not be read', error)),
    prepareScreen(
      pathname,
      deviceIdLoaded.then((id) => ({ queryClient, deviceId: id, pathname })),
    ),
  ]);
  // The deck is dealt before the first render: it takes the entry's early answer, or asks now (the apps), and the
  // first render shows its first card when it comes in time.
  if (SWIPE_PATHS.includes(pathname)) {
    await waitForFirstData(dealDeck(deviceId));
  }

  // As a transition the first render yields to the browser every few milliseconds instead of holding the main
  // thread for the whole tree; the static shell in index.html stays on screen until the app is ready to replace it.
  startTransition(() => {
    createRoot(rootElement).render(
      <StrictMode>
        <App deviceId={deviceId} queryClient={queryClient} />
      </StrictMode>,
    );
  });
}

const rootElement = document.getElementById('root');
if (!rootElement) {
  throw new Error('index.html has no #root element');
}

void initAds();
start(rootElement).catch((error: unknown) => console.error('[app] the app could not be started', error));
