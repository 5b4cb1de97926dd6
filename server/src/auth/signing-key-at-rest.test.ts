import { createHmac, hkdfSync } from 'node:crypto';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { dataTables } from '../../test/row-counts';
import type { OidcFixture } from '../../test/sign-in-app';
import { startOidcFixture, TEST_TOKEN_SECRET } from '../../test/sign-in-app';
import { CATALOGUE_TABLES } from '../catalogue/write-catalogue';
import { sharedDatabase } from '../../test/shared-database';

const ENCODED_RUN = /[A-Za-z0-9+/=_-]{16,}/g;

let fixture: OidcFixture | undefined;
afterEach(async () => {
  await fixture?.close();
  fixture = undefined;
});

async function signInWith(overrides: { tokenSecret?: string }): Promise<{ db: Db; token: string }> {
  fixture = await startOidcFixture(overrides);
  fixture.newAccount();
  const landing = await fixture.login();
  return { db: fixture.db, token: landing.searchParams.get('token') ?? '' };
}

function signs(token: string, key: Uint8Array): boolean {
  const [header, payload, signature] = token.split('.');
  return createHmac('sha256', key).update(`${header}.${payload}`).digest('base64url') === signature;
}

/** Every text stored outside the catalogue, as read from the database. */
async function storedTexts(db: Db): Promise<string[]> {
  const location = sharedDatabase();
  const tables = await dataTables(db, location.dialect === 'postgres' ? location.schema : undefined);
  const texts: string[] = [];
  for (const table of tables.filter((name) => !CATALOGUE_TABLES.includes(name))) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    texts.push(...rows.flatMap((row) => Object.values(row).filter((value) => typeof value === 'string')));
  }
  return texts;
}

/** Whatever in those texts could be an HMAC key: each value and each base64 or hex run in it, decoded every way. */
function keyCandidates(texts: string[]): Buffer[] {
  const runs = texts.flatMap((text) => [text, ...(text.match(ENCODED_RUN) ?? [])]);
  return runs.flatMap((run) => [
    Buffer.from(run),
    Buffer.from(run, 'base64url'),
    Buffer.from(run, 'base64'),
    ...(/^([0-9a-f]{2})+$/i.test(run) ? [Buffer.from(run, 'hex')] : []),
  ]);
}

describe('the token signing key at rest', () => {
  it('with AUTH_TOKEN_SECRET: is derived from it with HKDF, and neither is in the database', async () => {
    const { db, token } = await signInWith({ tokenSecret: TEST_TOKEN_SECRET });
    const derived = new Uint8Array(
      hkdfSync('sha256', TEST_TOKEN_SECRET, '', 'name-swiper auth-token HS256', 32),
    );
    expect(signs(token, derived)).toBe(true);
    expect(signs(token, Buffer.from(TEST_TOKEN_SECRET))).toBe(false);

    const texts = await storedTexts(db);
    expect(texts.filter((text) => text.includes(TEST_TOKEN_SECRET))).toEqual([]);
    expect(keyCandidates(texts).filter((candidate) => signs(token, candidate))).toEqual([]);
  });

  it('without AUTH_TOKEN_SECRET (development): the generated key is never written to the database', async () => {
    const { db, token } = await signInWith({ tokenSecret: undefined });
    expect(token).not.toBe('');
    expect(keyCandidates(await storedTexts(db)).filter((candidate) => signs(token, candidate))).toEqual([]);
  });
});
