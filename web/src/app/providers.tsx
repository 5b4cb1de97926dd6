import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useRealtimeConnection } from './use-realtime-connection';
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
    <QueryClientProvider client={queryClient}>
      <DeviceIdContext value={deviceId}>
        <RealtimeConnection deviceId={deviceId} />
        <NameFont />
        <PreferenceSync />
        {children}
      </DeviceIdContext>
    </QueryClientProvider>
  );
}
