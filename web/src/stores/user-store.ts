import { STORAGE_KEYS } from '@name-swiper/contract/constants';
import { readItem, removeItem, writeItem } from '../platform/local-storage';
import { createStore } from './create-store';

/** The signed-in user of spec §3 (authToken, userEmail, userName, userPic); all null when signed out. */
export interface SignedInUser {
  token: string | null;
  email: string | null;
  name: string | null;
  picture: string | null;
}

/** The profile fields a token carries (spec §2.10: sub, name and picture). */
export interface UserClaims {
  sub: string;
  name?: string | undefined;
  picture?: string | undefined;
}

const PROFILE_KEYS = [STORAGE_KEYS.userEmail, STORAGE_KEYS.userName, STORAGE_KEYS.userPic] as const;

function readUser(): SignedInUser {
  return {
    token: readItem(STORAGE_KEYS.authToken),
    email: readItem(STORAGE_KEYS.userEmail),
    name: readItem(STORAGE_KEYS.userName),
    picture: readItem(STORAGE_KEYS.userPic),
  };
}

function writeOptional(key: string, value: string | undefined): void {
  if (value) {
    writeItem(key, value);
  } else {
    removeItem(key);
  }
}

/** One small store, so the sidebar profile card and the Together login card update together. */
export function createUserStore() {
  const store = createStore<SignedInUser>(readUser());
  return {
    get: store.get,
    subscribe: store.subscribe,
    /** Stores the token and the profile its claims carry (none when they could not be read). */
    signIn(token: string, claims: UserClaims | null): void {
      writeItem(STORAGE_KEYS.authToken, token);
      writeOptional(STORAGE_KEYS.userEmail, claims?.sub);
      writeOptional(STORAGE_KEYS.userName, claims?.name);
      writeOptional(STORAGE_KEYS.userPic, claims?.picture);
      store.set(readUser());
    },
    /** Forgets the token and the profile (log out, or a 401 from /api/me*). */
    signOut(): void {
      removeItem(STORAGE_KEYS.authToken);
      PROFILE_KEYS.forEach((key) => removeItem(key));
      store.set(readUser());
    },
  };
}

export type UserStore = ReturnType<typeof createUserStore>;

export const userStore = createUserStore();
