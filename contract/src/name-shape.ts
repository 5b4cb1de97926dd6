/*
 * The deck's filters on a name's first letter, length and era, and unisex only (issue 23, decision 63). Plain
 * values, so the web's filter screen reads them without the wire schemas.
 */

/** The first letters the filter offers; a name's initial is read without accents (Élodie starts with e). */
export const INITIALS = [...'abcdefghijklmnopqrstuvwxyz'];

export const NAME_LENGTHS = ['short', 'medium', 'long'] as const;
export type NameLength = (typeof NAME_LENGTHS)[number];
/** Short names have at most this many letters (Emma, Liam, Noor); hyphens, apostrophes and spaces do not count. */
export const SHORT_NAME_MAX_LETTERS = 4;
/** Long names have at least this many letters (Charlotte, Maximilian); medium ones are in between (Sofia, Julian). */
export const LONG_NAME_MIN_LETTERS = 7;

export const ERAS = ['classic', 'modern', 'rising'] as const;
export type Era = (typeof ERAS)[number];
/**
 * Classic names were given most before this year, modern ones in it or later (a name that peaked after 2010 is
 * modern, rising or not); rising names were given more and more over the last ten years, whatever their peak.
 */
export const MODERN_ERA_FROM = 1990;
