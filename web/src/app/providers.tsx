import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { createQueryClient } from '../api/query-client';
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

export function Providers({ deviceId, children }: { deviceId: string; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
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
