import type { Preferences as SyncedPreferences, StoredPreferences } from '@name-swiper/contract/auth';
import type { Language } from '@name-swiper/contract/constants';
import { LAST_NAME_MAX_LENGTH } from '@name-swiper/contract/constants';
import { ApiError } from '../api/api-client';
import type { AccountPreferences, Preferences } from '../stores/preferences-store';
import type { SignedInUser } from '../stores/user-store';

export interface PreferenceSyncDeps {
  user: { get(): SignedInUser; subscribe(listener: () => void): () => void; signOut(): void };
  preferences: {
    get(): Preferences;
    subscribe(listener: () => void): () => void;
    setAll(preferences: AccountPreferences): void;
  };
  language: { get(): Language; set(language: Language): void; subscribe(listener: () => void): () => void };
  api: {
    get(token: string): Promise<StoredPreferences>;
    put(token: string, preferences: SyncedPreferences): Promise<unknown>;
  };
}

/**
 * Keeps a signed-in account's preferences in step (issue 7 §3): after sign-in (and at start while signed in) the
 * server's set is applied locally, or the local one is pushed when the account has none yet; every later local
 * change is pushed whole. A 401 from /api/me* signs the user out.
 */
export function startPreferenceSync({ user, preferences, language, api }: PreferenceSyncDeps): () => void {
  let token: string | null = null;
  /** The set last agreed with the server; null until the pull after sign-in has finished. */
  let synced: string | null = null;
  let applying = false;

  const local = (): SyncedPreferences => {
    const { lastName, font, selectedTags, selectedGenders } = preferences.get();
    return {
      lastName: lastName.slice(0, LAST_NAME_MAX_LENGTH),
      font,
      language: language.get(),
      selectedTags,
      selectedGenders,
    };
  };

  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) {
      user.signOut();
      return;
    }
    console.warn('[preferences] sync failed', error);
  };

  const push = (current: string) => {
    if (token === null) {
      return;
    }
    synced = JSON.stringify(local());
    api.put(current, local()).catch(failed);
  };

  const pull = async (current: string) => {
    try {
      const stored = await api.get(current);
      if (token !== current) {
        return;
      }
      if (stored.updatedAt === null) {
        push(current);
        return;
      }
      applying = true;
      preferences.setAll({
        lastName: stored.lastName,
        font: stored.font,
        selectedTags: stored.selectedTags,
        selectedGenders: stored.selectedGenders,
      });
      language.set(stored.language);
      applying = false;
      synced = JSON.stringify(local());
    } catch (error) {
      failed(error);
    }
  };

  const onUser = () => {
    const next = user.get().token;
    if (next === token) {
      return;
    }
    token = next;
    synced = null;
    if (next !== null) {
      void pull(next);
    }
  };

  const onLocalChange = () => {
    if (applying || token === null || synced === null || JSON.stringify(local()) === synced) {
      return;
    }
    push(token);
  };

  const stops = [
    user.subscribe(onUser),
    preferences.subscribe(onLocalChange),
    language.subscribe(onLocalChange),
  ];
  onUser();
  return () => stops.forEach((stop) => stop());
}
