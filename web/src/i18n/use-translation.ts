import type { Language } from '@name-swiper/contract/constants';
import { useStore } from '../stores/use-store';
import { changeLanguage, currentTranslator, subscribeToLanguage } from './i18n';
import type { TFunction } from './translation-keys';

const store = { get: currentTranslator, subscribe: subscribeToLanguage };

/** The texts of the language on screen; the component renders again when the language changes. */
export function useTranslation(): {
  t: TFunction;
  i18n: { language: Language; changeLanguage: (language: Language) => Promise<void> };
} {
  const { language, t } = useStore(store);
  return { t, i18n: { language, changeLanguage } };
}
