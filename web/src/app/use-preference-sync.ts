import type { Preferences as SyncedPreferences } from '@name-swiper/contract/auth';
import type { Language } from '@name-swiper/contract/constants';
import { useEffect } from 'react';
import { changeLanguage, currentTranslator, subscribeToLanguage } from '../i18n/i18n';
import { preferencesStore } from '../stores/preferences-store';
import { userStore } from '../stores/user-store';
import { startPreferenceSync } from './preference-sync';

const language = {
  get: () => currentTranslator().language,
  set: (next: Language) => void changeLanguage(next),
  subscribe: subscribeToLanguage,
};

/** The account's preferences calls, fetched with their (zod classic) schemas once an account syncs. */
const api = {
  get: async (token: string) => (await import('../api/my-preferences')).getMyPreferences(token),
  put: async (token: string, preferences: SyncedPreferences) =>
    (await import('../api/my-preferences')).putMyPreferences(token, preferences),
};

/** Syncs the preferences of a signed-in account for the app's lifetime. */
export function usePreferenceSync(): void {
  useEffect(
    () =>
      startPreferenceSync({
        user: userStore,
        preferences: preferencesStore,
        language,
        api,
      }),
    [],
  );
}
