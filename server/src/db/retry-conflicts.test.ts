import { describe, expect, it } from 'vitest';
import { retryingConflicts } from './retry-conflicts';

function pgError(code: string): Error {
  return Object.assign(new Error(`failed with ${code}`), { code });
}

/** Work that fails with each of `errors` in turn, then answers 'done'; counts its runs. */
function failing(...errors: Error[]) {
  const work = async () => {
    work.runs++;
    const error = errors.shift();
    if (error) {
      throw error;
    }
    return 'done';
  };
  work.runs = 0;
  return work;
}

describe('retryingConflicts', () => {
  it('runs a transaction again after a deadlock or a serialization failure', async () => {
    const work = failing(pgError('40P01'), pgError('40001'));
    expect(await retryingConflicts(work, 3, 1)).toBe('done');
    expect(work.runs).toBe(3);
  });

  it('gives up after the last attempt with the last error', async () => {
    const last = pgError('40P01');
    const work = failing(pgError('40P01'), pgError('40P01'), last);
    await expect(retryingConflicts(work, 3, 1)).rejects.toBe(last);
    expect(work.runs).toBe(3);
  });

  it('does not repeat other failures', async () => {
    const work = failing(pgError('23505'));
    await expect(retryingConflicts(work, 3, 1)).rejects.toMatchObject({ code: '23505' });
    expect(work.runs).toBe(1);
  });
});
