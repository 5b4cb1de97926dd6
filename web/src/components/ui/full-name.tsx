import type { FontKey } from '@name-swiper/contract/constants';
import type { CSSProperties } from 'react';
import { useRef } from 'react';
import { nameFontFamily } from '../../fonts';
import { usePreferences } from '../../stores/use-preferences';
import { LAST_NAME_EM, useFitFullName } from './use-fit-full-name';

/** The first name's weight wherever a name is shown, so that a font's preview looks as its cards will. */
const FIRST_NAME = 'font-bold';

/** A part of the name that never breaks inside and is at most as wide as its line. */
const WHOLE = 'inline-block max-w-full whitespace-nowrap';

interface FullNameProps {
  name: string;
  /** A middle name tried out in the full-name studio. */
  middle?: string;
  className?: string;
}

/**
 * A first name in the chosen name font, followed by the family last name in a lighter weight (spec §1). Each stays
 * in one piece ("van der" with "Heijden-Brouwer"): the last name goes below the first where the line has no room
 * for it, smaller than the first name, and either shrinks where even a line of its own is too narrow.
 */
export function FullName({ name, middle = '', className = '' }: FullNameProps) {
  const { lastName } = usePreferences();
  const firstRef = useRef<HTMLSpanElement>(null);
  const lastRef = useRef<HTMLSpanElement>(null);
  useFitFullName(firstRef, lastRef, `${name} ${middle} ${lastName}`);
  return (
    <span className={`font-name min-w-0 ${className}`} data-testid="full-name">
      <span ref={firstRef} className={`${WHOLE} ${FIRST_NAME}`}>
        {name}
      </span>
      {middle && ` ${middle}`}
      {lastName && (
        <>
          {' '}
          <span
            ref={lastRef}
            className={`${WHOLE} font-normal opacity-70`}
            style={{ fontSize: `${LAST_NAME_EM}em` }}
            data-testid="last-name"
          >
            {lastName}
          </span>
        </>
      )}
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
