const TICK_MS = 10;

let lagMs = 0;
let timer: NodeJS.Timeout | undefined;

/**
 * Milliseconds this process's event loop has run late since the first call, summed: time in which no socket was
 * read. A client's frames sent in that time arrive together afterwards, which is the server's delay, not a burst.
 */
export function eventLoopLagMs(): number {
  if (timer === undefined) {
    let expected = performance.now() + TICK_MS;
    timer = setInterval(() => {
      const now = performance.now();
      lagMs += Math.max(0, now - expected);
      expected = now + TICK_MS;
    }, TICK_MS).unref();
  }
  return lagMs;
}
