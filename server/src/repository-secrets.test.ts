import { describe, expect, it } from 'vitest';
import { repoRoot } from './config';
import { scanForSecrets, scanText, trackedFiles } from '../test/secret-scan';

describe('no secret in the repository', () => {
  it('finds no private key, token, password or secret value in any tracked file', () => {
    const files = trackedFiles(repoRoot);
    expect(files.length).toBeGreaterThan(100);
    expect(scanForSecrets(repoRoot, files)).toEqual([]);
  });

  it('recognises what it looks for, and lets placeholders pass', () => {
    const key = ['-----BEGIN', 'RSA PRIVATE KEY-----'].join(' ');
    expect(scanText(key)).toEqual(['1: private key']);
    expect(scanText(`AUTH_TOKEN_SECRET=${'k'.repeat(40)}`)).toEqual([
      '1: secret assigned in env/shell style',
    ]);
    expect(scanText(`export GITHUB_CLIENT_SECRET="${'a1'.repeat(20)}"`)).toHaveLength(1);
    expect(scanText(`DATABASE_URL=postgres://app:${'p4ss'.repeat(4)}@db:5432/names`)).toEqual([
      '1: password in a URL',
    ]);
    expect(scanText(['AWS=AKIA', 'ABCDEFGHIJKLMNOP'].join(''))).toHaveLength(1);
    expect(scanText('AUTH_TOKEN_SECRET=$AUTH_TOKEN_SECRET')).toEqual([]);
    expect(scanText('AUTH_TOKEN_SECRET=<at least 32 characters>')).toEqual([]);
    expect(scanText('DATABASE_URL=postgres://name_swiper:secret@db.internal:5432/name_swiper')).toEqual([]);
    expect(scanText("export const TEST_TOKEN_SECRET = 'only-for-tests';")).toEqual([]);
  });
});
