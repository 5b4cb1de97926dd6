import { useEffect } from 'react';
import { loadNameFont, nameFontFamily } from '../fonts';
import { usePreferences } from '../stores/use-preferences';

/** Applies the chosen name font everywhere through the --font-name custom property (spec §2.9). */
export function useNameFont(): void {
  const { font } = usePreferences();
  useEffect(() => {
    loadNameFont(font);
    document.documentElement.style.setProperty('--font-name', nameFontFamily(font));
    document.documentElement.dataset.nameFont = font;
  }, [font]);
}
