import { TextToSpeech } from '@capacitor-community/text-to-speech';
import { isNativePlatform } from './platform';

const RATE = 0.9;

function speechLanguage(language: string): string {
  return language === 'nl' ? 'nl-NL' : 'en-GB';
}

/** Whether pronouncing can work here: the native text-to-speech engine, or the browser's speech synthesis. */
export function canSpeak(): boolean {
  return isNativePlatform() || (typeof window !== 'undefined' && 'speechSynthesis' in window);
}

/**
 * Reads a name aloud (spec §1 Pronounce): the device's text-to-speech engine in the apps (Android WebViews have
 * no speechSynthesis), the Web Speech API in a browser; silently does nothing where neither works.
 */
export function speak(text: string, language: string): void {
  if (isNativePlatform()) {
    void TextToSpeech.stop()
      .then(() => TextToSpeech.speak({ text, lang: speechLanguage(language), rate: RATE }))
      .catch(() => undefined);
    return;
  }
  if (!canSpeak()) {
    return;
  }
  try {
    window.speechSynthesis.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = speechLanguage(language);
    utterance.rate = RATE;
    window.speechSynthesis.speak(utterance);
  } catch {
    // Speech is a nicety; a failing engine must not break the screen.
  }
}
