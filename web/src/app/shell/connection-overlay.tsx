import { useAwaitingConnection } from '../../api/realtime/use-awaiting-connection';
import { useTranslation } from '../../i18n/use-translation';
import { onlineStatus } from '../../platform/network';
import { useStore } from '../../stores/use-store';

/**
 * Covers the app with 'Loading...' while the realtime connection is down (spec §2.2). Without any network the
 * app stays usable instead: the deck deals from its queue, votes wait in the outbox, and a banner says so
 * (also while a dying connection has not noticed yet). Taps go through the banner to what it covers.
 */
export function ConnectionOverlay() {
  const { t } = useTranslation();
  const awaiting = useAwaitingConnection();
  const online = useStore(onlineStatus);
  if (!online) {
    return (
      <p
        role="status"
        className="pointer-events-none fixed inset-x-3 bottom-[max(0.75rem,env(safe-area-inset-bottom))] z-50 mx-auto max-w-md rounded-2xl bg-ink px-4 py-3 text-center text-sm font-semibold text-canvas shadow-card"
        data-testid="offline-banner"
      >
        {t('app.offline')}
      </p>
    );
  }
  if (!awaiting) {
    return null;
  }
  return (
    <div
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-canvas/85 backdrop-blur-sm animate-fade-in-late"
      role="alert"
      aria-busy="true"
      data-testid="connection-overlay"
    >
      <span className="size-10 animate-spin rounded-full border-4 border-line border-t-like motion-reduce:animate-none" />
      <p className="text-lg font-semibold">{t('app.loading')}</p>
    </div>
  );
}
