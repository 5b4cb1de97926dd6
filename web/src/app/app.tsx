import { RouterProvider } from 'react-router/dom';
import { useState } from 'react';
import { createAppRouter } from './router';
import { Providers } from './providers';

export function App({ deviceId }: { deviceId: string }) {
  const [router] = useState(createAppRouter);
  return (
    <Providers deviceId={deviceId}>
      <RouterProvider router={router} />
    </Providers>
  );
}
