import type { Place } from '@name-swiper/contract/constants';
import type { Pronunciation } from '@name-swiper/contract/names';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { speakIn, voiceLanguages } from '../../platform/speech';
import { pronunciationsByLanguage, saidDifferentlyInEnglishAndDutch } from './pronunciation-order';

const primary = (tag: string) => tag.split('-')[0]?.toLowerCase() ?? '';

/** The device voice for a pronunciation's language: the same region where there is one (en-GB), else any. */
function voiceFor(language: string, voices: readonly string[]): string | undefined {
  return (
    voices.find((voice) => voice.toLowerCase() === language.toLowerCase()) ??
    voices.find((voice) => primary(voice) === primary(language))
  );
}

function useVoiceLanguages(): string[] {
  const [voices, setVoices] = useState<string[]>([]);
  useEffect(() => {
    let active = true;
    void voiceLanguages()
      .then((found) => active && setVoices(found))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);
  return voices;
}

/**
 * How the name is said (decision 80): its IPA per language, the parent's language first, a note where English and
 * Dutch say it differently, and a button per language the device has a voice for.
 */
export function PronunciationsText({
  name,
  pronunciations,
  places,
}: {
  name: string;
  pronunciations: readonly Pronunciation[];
  places: readonly Place[];
}) {
  const { t, i18n } = useTranslation();
  const voices = useVoiceLanguages();
  const groups = pronunciationsByLanguage(pronunciations, i18n.language, places);
  const languageName = new Intl.DisplayNames([i18n.language], { type: 'language' });
  return (
    <>
      <ul className="flex flex-col gap-1" data-testid="pronunciations">
        {groups.map(({ language, ipa }) => {
          const voice = voiceFor(language, voices);
          const label = languageName.of(language) ?? language;
          return (
            <li key={language} lang={language} className="flex flex-wrap items-center gap-2">
              <span className="text-sm font-semibold">{label}</span>
              <span>{ipa.map((each) => `/${each}/`).join(', ')}</span>
              {voice !== undefined && (
                <button
                  type="button"
                  className="min-h-11 rounded-full border border-line px-3 text-xs font-semibold"
                  aria-label={t('name.hearIn', { language: label })}
                  onClick={() => speakIn(name, voice)}
                >
                  {t('name.hear')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {saidDifferentlyInEnglishAndDutch(groups) && (
        <p className="text-sm text-ink-muted">{t('name.saidDifferently')}</p>
      )}
    </>
  );
}
