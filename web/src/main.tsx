import './font-faces/nunito.css';
import './index.css';
import { requestFirstFamily } from './features/matches/first-family-request';
import { requestFirstName } from './features/name/first-name-request';
import { requestFirstDeck } from './features/swipe/deck/first-deck-request';
import { detectLanguage, loadTranslation } from './i18n/languages';

// The texts of the one language the app starts in, and the first screen's data (the swipe screen's first names, the
// name a name's page shows, or who the family is on Matches), fetched alongside the app's own chunks rather than
// after them.
void loadTranslation(detectLanguage());
requestFirstDeck();
requestFirstName();
requestFirstFamily();

let started = false;
const start = () => {
  if (started) {
    return;
  }
  started = true;
  performance.mark('app-start');
  import('./boot').catch((error: unknown) => console.error('[app] the app could not be started', error));
};

/**
 * The browser paints the static shell of index.html first, then the app's code runs: evaluating it takes a phone
 * hundreds of milliseconds, and before this the first frame waited for all of it. The app's chunks are already
 * fetched by then (modulepreload in index.html). A hidden tab paints nothing, so it starts at once; so does a
 * browser without paint timing after one frame, and any browser after half a second. The mark 'app-start' shows
 * in traces where the app's code began.
 */
function startAfterFirstPaint(): void {
  if (document.visibilityState !== 'visible') {
    start();
    return;
  }
  if (PerformanceObserver.supportedEntryTypes.includes('paint')) {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) {
        observer.disconnect();
        start();
      }
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(start, 0));
  }
  setTimeout(start, 500);
}

startAfterFirstPaint();
