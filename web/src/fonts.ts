/**
 * Self-hosted fonts (spec §9). Nunito, the interface's face and the default name font, comes with the app; the
 * other five name fonts load on first use, so a first visit downloads one font file. Nunito's faces
 * (font-faces/nunito.css) are imported by main.tsx, so they are inlined in index.html.
 */
import type { FontKey } from '@name-swiper/contract/constants';
import { FONTS } from '@name-swiper/contract/constants';

/** The local faces stretched to Nunito's metrics (font-faces/nunito.css), to follow 'Nunito' in a font stack. */
export const NUNITO_FALLBACKS = "'Nunito Fallback: Arial', 'Nunito Fallback: Roboto'";

const FALLBACKS: Record<FontKey, string> = {
  standard: 'system-ui, sans-serif',
  handwritten: 'cursive',
  rounded: `${NUNITO_FALLBACKS}, ui-rounded, system-ui, sans-serif`,
  playful: 'cursive',
  simple: 'system-ui, sans-serif',
  serif: 'Georgia, serif',
};

/** A name font's CSS font-family, with the fallbacks that show until (or unless) its faces load. */
export function nameFontFamily(font: FontKey): string {
  return `'${FONTS[font]}', ${FALLBACKS[font]}`;
}

const FACES: Record<FontKey, () => Promise<unknown>> = {
  rounded: () => Promise.resolve(),
  standard: () => import('./font-faces/poppins.css'),
  handwritten: () => import('./font-faces/pacifico.css'),
  playful: () => import('./font-faces/indie-flower.css'),
  simple: () => import('./font-faces/roboto.css'),
  serif: () => import('./font-faces/merriweather.css'),
};

/** Adds the @font-face rules of a name font; until they land (or if they cannot) its fallback shows. */
export function loadNameFont(font: FontKey): void {
  FACES[font]().catch((error: unknown) =>
    console.warn(`[fonts] the ${font} name font could not be loaded`, error),
  );
}
