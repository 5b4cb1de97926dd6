import { useRef } from 'react';
import { usePreferences } from '../../stores/use-preferences';
import { useShrinkToFit } from './use-shrink-to-fit';

/**
 * The family last name, smaller and lighter than the first name, as one unit: it never breaks inside ("van der" stays
 * with "Heijden-Brouwer"), goes below the first name when the line has no room for it, and shrinks where even a
 * line of its own is too narrow.
 */
function LastName({ lastName }: { lastName: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  useShrinkToFit(ref, lastName);
  return (
    <span
      ref={ref}
      className="inline-block max-w-full whitespace-nowrap text-[0.75em] font-normal opacity-70"
      data-testid="last-name"
    >
      {lastName}
    </span>
  );
}

/** A first name in the chosen name font, followed by the family last name in a lighter weight (spec §1). */
export function FullName({ name, className = '' }: { name: string; className?: string }) {
  const { lastName } = usePreferences();
  return (
    <span className={`font-name min-w-0 break-words ${className}`} data-testid="full-name">
      <span className="font-bold">{name}</span>
      {lastName && (
        <>
          {' '}
          <LastName lastName={lastName} />
        </>
      )}
    </span>
  );
}
