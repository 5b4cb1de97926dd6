import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useRealtimeConnection } from './use-realtime-connection';
import { i18n } from '../i18n/i18n';
import { DeviceIdContext } from '../platform/device-id-context';
import { useNameFont } from './use-name-font';
import { usePreferenceSync } from './use-preference-sync';

function RealtimeConnection({ deviceId }: { deviceId: string }) {
  useRealtimeConnection(deviceId);
  return null;
}

function NameFont() {
  useNameFont();
  return null;
}

function PreferenceSync() {
  usePreferenceSync();
  return null;
}

interface ProvidersProps {
  deviceId: string;
  /** Made by boot, which fills in the first screen's queries before the first render. */
  queryClient: QueryClient;
  children: ReactNode;
}

export function Providers({ deviceId, queryClient, children }: ProvidersProps) {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <DeviceIdContext value={deviceId}>
          <RealtimeConnection deviceId={deviceId} />
          <NameFont />
          <PreferenceSync />
          {children}
        </DeviceIdContext>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
