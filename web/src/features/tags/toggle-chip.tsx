import type { ReactNode } from 'react';

/** A pressed / not pressed toggle button (aria-pressed), at least 44 px high. */
export function ToggleChip({
  pressed,
  onToggle,
  children,
}: {
  pressed: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onToggle}
      className={`flex min-h-11 items-center gap-2 rounded-full border-2 px-4 text-sm font-bold transition-colors ${
        pressed ? 'border-like bg-like text-on-like' : 'border-line bg-surface text-ink hover:bg-surface-2'
      }`}
    >
      {children}
    </button>
  );
}
