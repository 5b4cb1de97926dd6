/**
 * Percent-encodes like encodeURIComponent, but encodes lone surrogates as their generalised UTF-8 bytes
 * (WTF-8, e.g. U+D800 → %ED%A0%80) instead of throwing, so that they reach the server as sent.
 */
export function encodeComponentLoosely(value: string): string {
  let encoded = '';
  for (const char of value) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      encoded += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else {
      encoded += encodeURIComponent(char);
    }
  }
  return encoded;
}
