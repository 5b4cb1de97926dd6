import { RouterProvider } from 'react-router/dom';
import { useEffect, useState } from 'react';
import { listenForAppLinks } from '../platform/app-links';
import { createAppRouter } from './router';
import { Providers } from './providers';

export function App({ deviceId }: { deviceId: string }) {
  const [router] = useState(createAppRouter);
  // The apps come back from the system browser's sign-in through nameswiper://login-success?… links.
  useEffect(() => listenForAppLinks((path) => void router.navigate(path)), [router]);
  return (
    <Providers deviceId={deviceId}>
      <RouterProvider router={router} />
    </Providers>
  );
}
