/** Reads a name aloud with the platform's speech synthesis (spec §7.4); silently does nothing where unsupported. */
export function canSpeak(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window;
}

export function speak(text: string, language: string): void {
  if (!canSpeak()) {
    return;
  }
  try {
    window.speechSynthesis.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = language === 'nl' ? 'nl-NL' : 'en-GB';
    utterance.rate = 0.9;
    window.speechSynthesis.speak(utterance);
  } catch {
    // Speech is a nicety; a failing engine must not break the screen.
  }
}
