const escapes: Readonly<Record<string, string>> = {
  '\\': '\\\\',
  '\r': '\\r',
  '\n': '\\n',
  ':': '\\c',
};

const unescapes: ReadonlyMap<string, string> = new Map([
  ['\\', '\\'],
  ['r', '\r'],
  ['n', '\n'],
  ['c', ':'],
]);

/** Escapes a header name or value as STOMP 1.2 requires outside CONNECT/CONNECTED frames. */
export function escapeHeaderText(text: string): string {
  return text.replace(/[\\\r\n:]/g, (character) => escapes[character] ?? character);
}

export type UnescapeResult = { ok: true; text: string } | { ok: false; error: string };

/** Reverses {@link escapeHeaderText}; an undefined escape sequence is a protocol error per the spec. */
export function unescapeHeaderText(text: string): UnescapeResult {
  if (!text.includes('\\')) {
    return { ok: true, text };
  }
  let result = '';
  for (let index = 0; index < text.length; index += 1) {
    const character = text.charAt(index);
    if (character !== '\\') {
      result += character;
      continue;
    }
    const replacement = unescapes.get(text.charAt(index + 1));
    if (replacement === undefined) {
      return { ok: false, error: `Undefined escape sequence in header: \\${text.charAt(index + 1)}` };
    }
    result += replacement;
    index += 1;
  }
  return { ok: true, text: result };
}
