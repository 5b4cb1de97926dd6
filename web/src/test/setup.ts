import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n, loadLanguage, loadLaterTexts } from '../i18n/i18n';

await initI18n('en');
// Tests render every screen, and switch languages through changeLanguage, where a language already in shows at once:
// every text of both is in from the start.
await loadLaterTexts();
await loadLanguage('nl');

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
