import { useId } from 'react';

interface SwitchRowProps {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Settings' rows stand alone with a bold title; a card's row (Together) has a border and a lighter title. */
  boxed?: boolean;
}

/** A setting that is on or off: its title and hint, and a switch the hint describes. */
export function SwitchRow({ label, hint, checked, onChange, boxed = false }: SwitchRowProps) {
  const hintId = useId();
  return (
    <label
      className={`flex min-h-11 cursor-pointer items-center justify-between gap-4${boxed ? ' rounded-2xl border border-line p-3' : ''}`}
    >
      <span className="flex flex-col gap-1">
        <span className={boxed ? 'font-semibold' : 'text-lg font-bold'}>{label}</span>
        <span id={hintId} className="text-sm text-ink-muted">
          {hint}
        </span>
      </span>
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.checked)}
        className="size-6 shrink-0 cursor-pointer accent-like"
      />
    </label>
  );
}
