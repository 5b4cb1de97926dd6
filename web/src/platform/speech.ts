import type { Place } from '@name-swiper/contract/constants';
import { isNativePlatform } from './platform';
import { speechLanguage } from './speech-language';

const RATE = 0.9;

/** Whether pronouncing can work here: the native text-to-speech engine, or the browser's speech synthesis. */
export function canSpeak(): boolean {
  return isNativePlatform() || (typeof window !== 'undefined' && 'speechSynthesis' in window);
}

async function speakNatively(text: string, places: readonly Place[], uiLanguage: string): Promise<void> {
  const { TextToSpeech } = await import('@capacitor-community/text-to-speech');
  const { languages } = await TextToSpeech.getSupportedLanguages().catch(() => ({ languages: [] }));
  await TextToSpeech.stop();
  await TextToSpeech.speak({ text, lang: speechLanguage(places, uiLanguage, languages), rate: RATE });
}

/**
 * Reads a name aloud (spec §1 Pronounce) in the language of the places where it is most common, where the device
 * has a voice for it, else in the interface language: the device's text-to-speech engine in the apps (Android
 * WebViews have no speechSynthesis), the Web Speech API in a browser; silently does nothing where neither works.
 */
export function speak(text: string, places: readonly Place[], uiLanguage: string): void {
  if (isNativePlatform()) {
    void speakNatively(text, places, uiLanguage).catch(() => undefined);
    return;
  }
  if (!canSpeak()) {
    return;
  }
  try {
    const synthesis = window.speechSynthesis;
    synthesis.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = speechLanguage(
      places,
      uiLanguage,
      synthesis.getVoices().map((voice) => voice.lang),
    );
    utterance.rate = RATE;
    synthesis.speak(utterance);
  } catch {
    // Speech is a nicety; a failing engine must not break the screen.
  }
}

/**
 * Reads a name aloud in one given language (BCP 47), with the device's voice for it (decision 80: the pronounce
 * button per language); silently does nothing where speech does not work.
 */
export function speakIn(text: string, language: string): void {
  if (isNativePlatform()) {
    void import('@capacitor-community/text-to-speech')
      .then(async ({ TextToSpeech }) => {
        await TextToSpeech.stop();
        await TextToSpeech.speak({ text, lang: language, rate: RATE });
      })
      .catch(() => undefined);
    return;
  }
  if (!canSpeak()) {
    return;
  }
  try {
    window.speechSynthesis.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = language;
    utterance.rate = RATE;
    window.speechSynthesis.speak(utterance);
  } catch {
    // Speech is a nicety; a failing engine must not break the screen.
  }
}

/** The languages (BCP 47) the device has a voice for; empty until known or where there is no speech. */
export async function voiceLanguages(): Promise<string[]> {
  if (isNativePlatform()) {
    const { TextToSpeech } = await import('@capacitor-community/text-to-speech');
    const { languages } = await TextToSpeech.getSupportedLanguages().catch(() => ({ languages: [] }));
    return languages.map((tag) => tag.replace('_', '-'));
  }
  if (!canSpeak()) {
    return [];
  }
  const now = window.speechSynthesis.getVoices();
  if (now.length > 0) {
    return now.map((voice) => voice.lang.replace('_', '-'));
  }
  // Browsers load their voices after the page: wait for them briefly.
  return new Promise((resolve) => {
    const done = () =>
      resolve(window.speechSynthesis.getVoices().map((voice) => voice.lang.replace('_', '-')));
    window.speechSynthesis.addEventListener('voiceschanged', done, { once: true });
    setTimeout(done, 1500);
  });
}
