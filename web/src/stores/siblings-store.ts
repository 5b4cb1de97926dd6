import { userTextSchema } from '@name-swiper/contract/user-text';
import { readJson, writeJson } from '../platform/local-storage';
import { createStore } from './create-store';
import { useStore } from './use-store';

/** Local storage key of the names of the children a family already has (this device only; not in the spec). */
export const SIBLINGS_KEY = 'siblings';
export const SIBLING_NAME_MAX_LENGTH = 50;
export const MAX_SIBLINGS = 12;

/** Why a sibling's name was not added; each has an en and nl text under settings.siblingErrors. */
export type SiblingRefusal = 'empty' | 'too-long' | 'invalid-characters' | 'duplicate' | 'too-many';

/** A sibling's name follows the rules of every text a user sets (contract/src/user-text.ts). */
const siblingNameSchema = userTextSchema(SIBLING_NAME_MAX_LENGTH).min(1);

const isNameList = (value: unknown): value is string[] =>
  Array.isArray(value) &&
  value.every((entry) => typeof entry === 'string' && siblingNameSchema.safeParse(entry).success);

export function readSiblings(): string[] {
  return readJson(SIBLINGS_KEY, isNameList, []);
}

export type SiblingAdded = { ok: true; name: string } | { ok: false; refusal: SiblingRefusal };

export function createSiblingsStore() {
  const store = createStore<readonly string[]>(readSiblings());
  const save = (names: readonly string[]) => {
    writeJson(SIBLINGS_KEY, names);
    store.set(names);
  };
  return {
    get: store.get,
    subscribe: store.subscribe,
    /** Adds a name, trimmed and normalised, unless it breaks the user-text rules or is already listed. */
    add(input: string): SiblingAdded {
      const parsed = siblingNameSchema.safeParse(input);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const refusal: SiblingRefusal =
          issue?.code === 'too_small'
            ? 'empty'
            : issue?.code === 'too_big'
              ? 'too-long'
              : 'invalid-characters';
        return { ok: false, refusal };
      }
      const names = store.get();
      const name = parsed.data;
      if (names.some((listed) => listed.toLocaleLowerCase() === name.toLocaleLowerCase())) {
        return { ok: false, refusal: 'duplicate' };
      }
      if (names.length >= MAX_SIBLINGS) {
        return { ok: false, refusal: 'too-many' };
      }
      save([...names, name]);
      return { ok: true, name };
    },
    remove(name: string): void {
      save(store.get().filter((listed) => listed !== name));
    },
  };
}

export const siblingsStore = createSiblingsStore();

export function useSiblings(): readonly string[] {
  return useStore(siblingsStore);
}
