/**
 * How long the app's first render waits for the first screen's data once the rest is ready. The entry asked for
 * that data alongside the app's code, so it is usually in by then; a slow answer shows the screen's own skeleton
 * rather than nothing, as before.
 */
const FIRST_DATA_WAIT_MS = 500;

/** Resolves when `data` settles (either way) or after FIRST_DATA_WAIT_MS, whichever comes first. */
export function waitForFirstData(data: Promise<unknown>): Promise<void> {
  return Promise.race([
    data.then(
      () => undefined,
      () => undefined,
    ),
    new Promise<void>((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS)),
  ]);
}
