import fc from 'fast-check';
import { CLIENT_COMMANDS, SERVER_COMMANDS, commandEscapesHeaders, createFrame } from '../frames/frame';
import type { StompFrame, StompHeader } from '../frames/frame';

const trickyCharacter = fc.oneof(
  fc.constantFrom(':', '\n', '\r', '\\', '\\c', '\\n', '\0', ' ', '\uFEFF'),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
);

const escapedText = (minLength: number): fc.Arbitrary<string> =>
  fc.string({ unit: trickyCharacter, minLength, maxLength: 12 });

/** CONNECT/CONNECTED headers are sent raw, so names cannot hold ':' and neither part can hold CR or LF. */
const rawText = (minLength: number, allowColon: boolean): fc.Arbitrary<string> =>
  escapedText(minLength)
    .map((text) => text.replace(/[\r\n]/g, '').replace(allowColon ? /(?!)/ : /:/g, ''))
    .filter((text) => text.length >= minLength);

const headersFor = (command: string): fc.Arbitrary<StompHeader[]> => {
  const escape = commandEscapesHeaders(command);
  const name = escape ? escapedText(1) : rawText(1, false);
  const value = escape ? escapedText(0) : rawText(0, true);
  return fc.array(
    fc.tuple(name, value).filter(([headerName]) => headerName !== 'content-length'),
    { maxLength: 8 },
  );
};

const bodyWithLength = fc.uint8Array({ maxLength: 300 }).map((body) => ({ body, sized: true }));
const bodyWithoutNul = fc
  .uint8Array({ min: 1, max: 255, maxLength: 300 })
  .map((body) => ({ body, sized: false }));

/** Any frame the serialiser can represent, including NUL-carrying bodies via content-length. */
export const frameArbitrary: fc.Arbitrary<StompFrame> = fc
  .constantFrom(...CLIENT_COMMANDS, ...SERVER_COMMANDS)
  .chain((command) =>
    fc.record({
      command: fc.constant(command),
      headers: headersFor(command),
      body: fc.oneof(bodyWithLength, bodyWithoutNul),
    }),
  )
  .map(({ command, headers, body }) => {
    const lengthHeader: StompHeader[] = body.sized ? [['content-length', String(body.body.length)]] : [];
    return createFrame(command, [...lengthHeader, ...headers], Buffer.from(body.body));
  });

/** Heart-beat separators that may appear between frames. */
export const eolArbitrary = fc
  .array(fc.constantFrom('\n', '\r\n'), { maxLength: 3 })
  .map((eols) => eols.join(''));

/** Cuts `bytes` at the given (unsorted, possibly repeated) positions. */
export function splitAt(bytes: Buffer, cuts: readonly number[]): Buffer[] {
  const positions = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b);
  const chunks: Buffer[] = [];
  let start = 0;
  for (const position of positions) {
    chunks.push(bytes.subarray(start, position));
    start = position;
  }
  chunks.push(bytes.subarray(start));
  return chunks;
}
