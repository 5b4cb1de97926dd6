export interface Deferred<T> {
  readonly promise: Promise<T>;
  resolve(value: T): void;
  reject(reason: unknown): void;
}

export function deferred<T = void>(): Deferred<T> {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

/** A queue whose `next()` waits for the next pushed item, failing once `end()` was called and nothing is left. */
export class AsyncQueue<T> {
  private readonly items: T[] = [];
  private readonly waiters: Deferred<T>[] = [];
  private endReason: Error | undefined;

  push(item: T): void {
    const waiter = this.waiters.shift();
    if (waiter === undefined) {
      this.items.push(item);
      return;
    }
    waiter.resolve(item);
  }

  end(reason: Error): void {
    this.endReason = reason;
    for (const waiter of this.waiters.splice(0)) {
      waiter.reject(reason);
    }
  }

  next(): Promise<T> {
    if (this.items.length > 0) {
      const [item] = this.items.splice(0, 1);
      if (item !== undefined) {
        return Promise.resolve(item);
      }
    }
    if (this.endReason !== undefined) {
      return Promise.reject(this.endReason);
    }
    const waiter = deferred<T>();
    this.waiters.push(waiter);
    return waiter.promise;
  }

  get pending(): number {
    return this.items.length;
  }
}
