import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import type { ScratchLocation } from '../../test/test-database';
import { createScratchDatabase, dropScratchDatabase, openScratchDatabase } from '../../test/test-database';
import { loadSigningKey, SIGNING_KEY_NAME } from './signing-key';

let location: ScratchLocation;
let database: DatabaseHandle;
beforeAll(async () => {
  location = await createScratchDatabase();
  database = openScratchDatabase(location);
});
afterAll(async () => {
  await database.close();
  await dropScratchDatabase(location);
});

describe('loadSigningKey', () => {
  it('uses AUTH_TOKEN_SECRET when it is configured, storing nothing', async () => {
    const key = await loadSigningKey(database.db, 'a-configured-secret-of-32-characters!');
    expect(Buffer.from(key).toString()).toBe('a-configured-secret-of-32-characters!');
    expect(await database.db.selectFrom('server_secrets').selectAll().execute()).toEqual([]);
  });

  it('otherwise generates one key, stores it, and every later load (or instance) gets the same', async () => {
    const loads = await Promise.all([loadSigningKey(database.db), loadSigningKey(database.db)]);
    const again = await loadSigningKey(database.db);
    expect(loads[0]).toHaveLength(32);
    expect(Buffer.from(loads[1] ?? []).equals(Buffer.from(loads[0] ?? []))).toBe(true);
    expect(Buffer.from(again).equals(Buffer.from(loads[0] ?? []))).toBe(true);
    const rows = await database.db.selectFrom('server_secrets').select('name').execute();
    expect(rows).toEqual([{ name: SIGNING_KEY_NAME }]);
  });
});
