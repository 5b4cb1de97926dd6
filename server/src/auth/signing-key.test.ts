import { describe, expect, it } from 'vitest';
import { tokenSigningKey } from './signing-key';

const SECRET = 'a-configured-secret-of-32-characters!';

describe('tokenSigningKey', () => {
  it('derives the same 32-byte key from the same secret, and not the secret itself', () => {
    const key = tokenSigningKey(SECRET);
    expect(key).toHaveLength(32);
    expect(Buffer.from(tokenSigningKey(SECRET)).equals(key)).toBe(true);
    expect(Buffer.from(key).includes(Buffer.from(SECRET.slice(0, 8)))).toBe(false);
  });

  it('derives another key from another secret', () => {
    expect(Buffer.from(tokenSigningKey(`${SECRET}?`)).equals(tokenSigningKey(SECRET))).toBe(false);
  });

  it('without a secret makes a fresh random key each time', () => {
    const [first, second] = [tokenSigningKey(), tokenSigningKey()];
    expect(first).toHaveLength(32);
    expect(Buffer.from(first).equals(second)).toBe(false);
  });
});
