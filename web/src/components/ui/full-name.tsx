import { usePreferences } from '../../stores/use-preferences';

/** A first name in the chosen name font, followed by the family last name in a lighter weight (spec §1). */
export function FullName({ name, className = '' }: { name: string; className?: string }) {
  const { lastName } = usePreferences();
  return (
    <span className={`font-name break-words ${className}`} data-testid="full-name">
      <span className="font-bold">{name}</span>
      {lastName && <span className="font-normal opacity-70"> {lastName}</span>}
    </span>
  );
}
