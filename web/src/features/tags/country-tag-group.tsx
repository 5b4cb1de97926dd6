import type { ReactNode } from 'react';
import { useId } from 'react';

/** The place tags of one country on the Filters screen, under its name (Belgium: Flanders, Wallonia, Brussels). */
export function CountryTagGroup({ title, children }: { title: string; children: ReactNode }) {
  const labelId = useId();
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className="flex basis-full flex-wrap items-center gap-2 rounded-2xl border border-line p-2"
    >
      <span id={labelId} className="basis-full px-1 text-xs font-bold text-ink-muted">
        {title}
      </span>
      {children}
    </div>
  );
}
