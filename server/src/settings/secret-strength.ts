const MIN_LENGTH = 32;
const MIN_BITS = 128;

/**
 * Why a secret is too weak to sign tokens with, or undefined when it is strong enough: at least 32 characters
 * and about 128 bits by the Shannon entropy of its own characters, and not one short piece repeated, so
 * `aaaa…`, `passwordpassword…` or `0123456789012…` fail.
 */
export function secretWeakness(secret: string): string | undefined {
  if (secret.length < MIN_LENGTH) {
    return `must be at least ${MIN_LENGTH} characters`;
  }
  const counts = new Map<string, number>();
  for (const character of secret) {
    counts.set(character, (counts.get(character) ?? 0) + 1);
  }
  let bitsPerCharacter = 0;
  for (const count of counts.values()) {
    const share = count / secret.length;
    bitsPerCharacter -= share * Math.log2(share);
  }
  const repeatsItself = `${secret}${secret}`.indexOf(secret, 1) < secret.length;
  if (repeatsItself || bitsPerCharacter * secret.length < MIN_BITS) {
    return 'is too predictable: use a random value, e.g. `openssl rand -base64 48`';
  }
  return undefined;
}
