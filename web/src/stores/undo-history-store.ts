import type { NameItem } from '@name-swiper/contract/names';
import type { AdItem } from '../ads/ad-item';
import { createStore } from './create-store';

/** Right likes and left dislikes (spec §4); up loves and down says maybe (issue 33). */
export type SwipeDirection = 'left' | 'right' | 'up' | 'down';
export type DeckItem = NameItem | AdItem;

/** One undo step (spec §3): the item that left the deck and the side it left by (up and down as well). */
export interface UndoEntry {
  item: DeckItem;
  direction: SwipeDirection;
}

export function createUndoHistory() {
  const store = createStore<UndoEntry[]>([]);
  return {
    get: store.get,
    subscribe: store.subscribe,
    push(entry: UndoEntry): void {
      store.set([...store.get(), entry]);
    },
    pop(): UndoEntry | undefined {
      const entries = store.get();
      const last = entries.at(-1);
      if (last) {
        store.set(entries.slice(0, -1));
      }
      return last;
    },
    isEmpty(): boolean {
      return store.get().length === 0;
    },
    clear(): void {
      store.set([]);
    },
  };
}

export type UndoHistory = ReturnType<typeof createUndoHistory>;

export const undoHistory = createUndoHistory();
