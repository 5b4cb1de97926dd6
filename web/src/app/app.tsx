import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { listenForAppLinks } from '../platform/app-links';
import { registerServiceWorker } from '../platform/service-worker';
import { afterNextPaint } from '../platform/after-next-paint';
import { AppRoutes } from './router';
import { Providers } from './providers';

export function App({ deviceId, queryClient }: { deviceId: string; queryClient: QueryClient }) {
  // The apps come back from the system browser's sign-in through nameswiper://login-success?… links.
  useEffect(() => listenForAppLinks((path) => navigate(path)), []);
  // The service worker's script and its precache downloads wait until the first screen is on screen.
  useEffect(() => afterNextPaint(registerServiceWorker), []);
  return (
    <Providers deviceId={deviceId} queryClient={queryClient}>
      <AppRoutes />
    </Providers>
  );
}
