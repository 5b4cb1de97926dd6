import type { ReactNode } from 'react';
import { useId } from 'react';

/** One titled block of the Filters screen (Gender, how tags combine, a tag category). */
export function FilterSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId} className="mt-6">
      <h2 id={headingId} className="mb-2 text-sm font-bold uppercase tracking-wider text-ink-muted">
        {title}
      </h2>
      {children}
    </div>
  );
}
