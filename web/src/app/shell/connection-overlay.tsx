import { useTranslation } from 'react-i18next';
import { realtimeClient } from '../../api/realtime/realtime-client';
import { useStore } from '../../stores/create-store';

/** Covers the app with 'Loading...' while the realtime connection is down (spec §2.2). */
export function ConnectionOverlay() {
  const { t } = useTranslation();
  const connected = useStore(realtimeClient.connected);
  if (connected) {
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
