/**
 * Synchronous key-value storage for preferences (spec §3 "Local storage"). Browsers that refuse storage
 * (private mode, quota) fall back to memory, so the app keeps working for the session.
 */
const memory = new Map<string, string>();

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readItem(key: string): string | null {
  const storage = browserStorage();
  try {
    return storage ? storage.getItem(key) : (memory.get(key) ?? null);
  } catch {
    return memory.get(key) ?? null;
  }
}

export function writeItem(key: string, value: string): void {
  const storage = browserStorage();
  try {
    if (storage) {
      storage.setItem(key, value);
      return;
    }
  } catch {
    // Storage full or refused: keep the value in memory for this session.
  }
  memory.set(key, value);
}

export function removeItem(key: string): void {
  memory.delete(key);
  try {
    browserStorage()?.removeItem(key);
  } catch {
    // Nothing stored to remove.
  }
}

export function readJson<T>(key: string, isValid: (value: unknown) => value is T, fallback: T): T {
  const raw = readItem(key);
  if (raw === null) {
    return fallback;
  }
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown): void {
  writeItem(key, JSON.stringify(value));
}

export function readSessionItem(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSessionItem(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Session storage refused: the value is only a convenience.
  }
}
