import type { ReactNode } from 'react';

export function ScreenTitle({ children }: { children: ReactNode }) {
  return <h1 className="mb-4 mt-2 text-3xl font-extrabold tracking-tight">{children}</h1>;
}
