import type en from '../../i18n/en.json';
import { hasText } from '../../i18n/i18n';
import type { TFunction } from '../../i18n/translation-keys';

type KnownTag = keyof typeof en.tags.names;

function isKnownTag(tag: string): tag is KnownTag {
  return hasText(`tags.names.${tag}`);
}

/** A tag's translated label; tags beyond the known ones are shown capitalised, with dashes as spaces. */
export function tagLabel(t: TFunction, tag: string): string {
  if (isKnownTag(tag)) {
    return t(`tags.names.${tag}`);
  }
  const spaced = tag.replaceAll('-', ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
