import type { FontKey } from '@name-swiper/contract/constants';
import type { CSSProperties } from 'react';
import { nameFontFamily } from '../../fonts';
import { usePreferences } from '../../stores/use-preferences';

/** The first name's weight wherever a name is shown, so that a font's preview looks as its cards will. */
const FIRST_NAME = 'font-bold';

/** A first name in the chosen name font, followed by the family last name in a lighter weight (spec §1). */
export function FullName({ name, className = '' }: { name: string; className?: string }) {
  const { lastName } = usePreferences();
  return (
    <span className={`font-name break-words ${className}`} data-testid="full-name">
      <span className={FIRST_NAME}>{name}</span>
      {lastName && <span className="font-normal opacity-70"> {lastName}</span>}
    </span>
  );
}

/**
 * A first name in a given name font, as FullName shows it in the chosen one (a font's preview): the same classes,
 * with the name font set on the element instead of the page.
 */
export function FirstNameIn({ name, font, className }: { name: string; font: FontKey; className: string }) {
  const style: CSSProperties & Record<'--font-name', string> = { '--font-name': nameFontFamily(font) };
  return (
    <span className={`font-name ${FIRST_NAME} ${className}`} style={style}>
      {name}
    </span>
  );
}
