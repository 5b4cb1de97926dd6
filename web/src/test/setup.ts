import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n, loadLanguage } from '../i18n/i18n';

await initI18n('en');
// Tests switch languages through changeLanguage, and a language already in shows at once: both are in from the start.
await loadLanguage('nl');

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
