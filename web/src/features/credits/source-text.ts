import type { DataSource } from '@name-swiper/contract/credits';
import { hasText } from '../../i18n/i18n';
import type { TextKey } from '../../i18n/translation-keys';
import type { TFunction } from '../../i18n/translation-keys';

type SourceField = 'name' | 'publisher' | 'licence';

function isTextKey(key: string): key is TextKey {
  return hasText(key);
}

/**
 * A source's name, publisher or licence ground in the language on screen where ours describes it (en.json and
 * nl.json, `credits.sourceTexts`); a proper name (a work's own title, an institute, a licence) stays as the contract
 * has it. Attributions are never translated: they are given word for word.
 */
export function sourceText(t: TFunction, source: DataSource, field: SourceField): string {
  const key = `credits.sourceTexts.${source.id}.${field}`;
  if (isTextKey(key)) {
    return t(key);
  }
  return field === 'licence' ? source.licence.name : source[field];
}
