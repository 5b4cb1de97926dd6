import type { FontKey } from '@name-swiper/contract/constants';
import { FONTS } from '@name-swiper/contract/constants';
import { useEffect } from 'react';
import { loadNameFont, NUNITO_FALLBACKS } from '../fonts';
import { usePreferences } from '../stores/use-preferences';

const FALLBACKS: Record<FontKey, string> = {
  standard: 'system-ui, sans-serif',
  handwritten: 'cursive',
  rounded: `${NUNITO_FALLBACKS}, ui-rounded, system-ui, sans-serif`,
  playful: 'cursive',
  simple: 'system-ui, sans-serif',
  serif: 'Georgia, serif',
};

export function nameFontFamily(font: FontKey): string {
  return `'${FONTS[font]}', ${FALLBACKS[font]}`;
}

/** Applies the chosen name font everywhere through the --font-name custom property (spec §2.9). */
export function useNameFont(): void {
  const { font } = usePreferences();
  useEffect(() => {
    loadNameFont(font);
    document.documentElement.style.setProperty('--font-name', nameFontFamily(font));
    document.documentElement.dataset.nameFont = font;
  }, [font]);
}
