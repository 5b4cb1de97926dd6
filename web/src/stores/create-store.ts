export type Listener = () => void;

export interface Store<T> {
  get(): T;
  set(next: T): void;
  subscribe(listener: Listener): () => void;
}

/** A minimal observable value: one small store per concern, read in React through `useStore`. */
export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<Listener>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) {
        return;
      }
      value = next;
      for (const listener of [...listeners]) {
        listener();
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
