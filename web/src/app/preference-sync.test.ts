import type { StoredPreferences } from '@name-swiper/contract/auth';
import type { Language } from '@name-swiper/contract/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-client';
import { createStore } from '../stores/create-store';
import { createPreferencesStore } from '../stores/preferences-store';
import { createUserStore } from '../stores/user-store';
import { startPreferenceSync } from './preference-sync';

const SERVER: StoredPreferences = {
  lastName: 'Jansen',
  font: 'serif',
  language: 'nl',
  selectedTags: ['greek'],
  selectedGenders: ['F'],
  updatedAt: 1000,
};

function setUp(answer: () => Promise<StoredPreferences>) {
  const user = createUserStore();
  const preferences = createPreferencesStore();
  const languageStore = createStore<Language>('en');
  const language = { get: languageStore.get, set: languageStore.set, subscribe: languageStore.subscribe };
  const api = { get: vi.fn(answer), put: vi.fn(async () => ({ ...SERVER })) };
  const stop = startPreferenceSync({ user, preferences, language, api });
  return { user, preferences, language, api, stop };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('preference sync', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('does nothing while signed out', async () => {
    const { preferences, api, stop } = setUp(async () => SERVER);
    preferences.setFont('playful');
    await flush();
    expect(api.get).not.toHaveBeenCalled();
    expect(api.put).not.toHaveBeenCalled();
    stop();
  });

  it('after sign-in applies the stored set locally, then pushes every local change whole', async () => {
    const { user, preferences, language, api, stop } = setUp(async () => SERVER);
    user.signIn('token-1', { sub: 'a@example.org' });
    await flush();
    expect(api.get).toHaveBeenCalledWith('token-1');
    expect(preferences.get()).toEqual({
      lastName: 'Jansen',
      font: 'serif',
      selectedTags: ['greek'],
      selectedGenders: ['F'],
      // How tags combine and the filters of decision 63 are the device's own; the account does not carry them.
      tagMatch: 'any',
      selectedInitials: [],
      selectedLengths: [],
      selectedEras: [],
      unisexOnly: false,
    });
    expect(language.get()).toBe('nl');
    expect(window.localStorage.getItem('font-preference')).toBe('serif');
    expect(api.put).not.toHaveBeenCalled();

    preferences.setLastName('de Vries');
    expect(api.put).toHaveBeenLastCalledWith('token-1', {
      lastName: 'de Vries',
      font: 'serif',
      language: 'nl',
      selectedTags: ['greek'],
      selectedGenders: ['F'],
    });
    language.set('en');
    expect(api.put).toHaveBeenCalledTimes(2);
    expect(api.put).toHaveBeenLastCalledWith('token-1', expect.objectContaining({ language: 'en' }));
    stop();
  });

  it('pushes the local set when the account has stored none yet', async () => {
    const { user, preferences, api, stop } = setUp(async () => ({ ...SERVER, updatedAt: null }));
    preferences.setLastName('Bakker');
    user.signIn('token-2', { sub: 'b@example.org' });
    await flush();
    expect(api.put).toHaveBeenCalledWith('token-2', {
      lastName: 'Bakker',
      font: 'rounded',
      language: 'en',
      selectedTags: ['english'],
      selectedGenders: ['M', 'F', 'N'],
    });
    expect(preferences.get().lastName).toBe('Bakker');
    stop();
  });

  it('signs the user out on a 401', async () => {
    const { user, stop } = setUp(async () => {
      throw new ApiError(401, 'unauthorized', 'expired');
    });
    user.signIn('expired-token', { sub: 'c@example.org', name: 'C' });
    await flush();
    expect(user.get()).toEqual({ token: null, email: null, name: null, picture: null });
    expect(window.localStorage.getItem('authToken')).toBeNull();
    stop();
  });
});
