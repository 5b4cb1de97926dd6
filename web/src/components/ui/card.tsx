import type { ReactNode } from 'react';

/** A rounded surface with an optional heading, as the Settings and Together screens use them. */
export function Card({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 rounded-3xl border border-line bg-surface p-5">
      {title && <h2 className="text-lg font-bold">{title}</h2>}
      {children}
    </section>
  );
}

export const primaryButton =
  'min-h-12 rounded-2xl bg-like px-5 font-bold text-on-like transition-opacity disabled:opacity-50';
export const secondaryButton =
  'min-h-12 rounded-2xl border-2 border-line px-5 font-bold transition-colors hover:bg-surface-2';
/** A quiet action beside a main one: a way back or another way in. */
export const textButton =
  'min-h-12 rounded-2xl px-5 font-semibold text-ink-muted underline underline-offset-4 hover:bg-surface-2';
export const textInput =
  'h-12 min-w-0 flex-1 rounded-2xl border border-line bg-canvas px-4 text-base placeholder:text-ink-muted';
