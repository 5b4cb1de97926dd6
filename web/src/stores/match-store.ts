import { createStore } from './create-store';

/** The match overlay (spec §4): hidden, or visible with the matched name. */
export const matchStore = createStore<string | null>(null);

export function showMatch(name: string): void {
  matchStore.set(name);
}

export function closeMatch(): void {
  matchStore.set(null);
}
