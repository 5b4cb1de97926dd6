/** A count beside a menu item: quiet, or in the alert colour for news (new matches). */
export function MenuBadge({ text, label, alert = false }: { text: string; label: string; alert?: boolean }) {
  return (
    <span
      aria-label={label}
      data-testid="menu-badge"
      className={`ml-auto min-w-7 rounded-full px-2 py-0.5 text-center text-sm font-bold ${alert ? 'bg-like text-on-like' : 'bg-surface-2 text-ink'}`}
    >
      {text}
    </span>
  );
}
