import { Link } from 'wouter';

/** Names as pills, each opening that name's detail page. */
export function NameLinks({ label, names }: { label: string; names: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {names.map((name) => (
        <li key={name}>
          <Link
            to={`/name/${encodeURIComponent(name)}`}
            className="flex min-h-11 items-center rounded-full bg-surface-2 px-4 font-semibold transition-colors hover:bg-line"
          >
            {name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
