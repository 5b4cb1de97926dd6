import { isAscii } from 'node:buffer';
import type { StompHeader } from './frame';
import { unescapeHeaderText } from './header-escaping';

const CR = 0x0d;
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** A protocol violation found while parsing; FrameParser turns it into an error event. */
export class ParseError extends Error {}

export function toBuffer(chunk: Buffer | Uint8Array | string): Buffer {
  if (typeof chunk === 'string') {
    return Buffer.from(chunk, 'utf8');
  }
  return Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

/** Decodes a command or header line (without its LF); a trailing CR belongs to the EOL. */
export function decodeLine(line: Buffer, maxBytes: number): string {
  const length = line.at(-1) === CR ? line.length - 1 : line.length;
  if (length > maxBytes) {
    throw new ParseError(`Line exceeds ${maxBytes} bytes`);
  }
  const content = line.subarray(0, length);
  if (content.includes(CR)) {
    throw new ParseError('Unexpected carriage return inside a line');
  }
  // ASCII is UTF-8 and decodes the same: the strict decoder is only needed for other bytes, and costs more per call.
  if (isAscii(content)) {
    return content.toString('latin1');
  }
  try {
    return decoder.decode(content);
  } catch {
    throw new ParseError('Command or header is not valid UTF-8');
  }
}

function unescapeOrThrow(text: string): string {
  const result = unescapeHeaderText(text);
  if (!result.ok) {
    throw new ParseError(result.error);
  }
  return result.text;
}

/** Splits `name:value` at the first colon, so raw CONNECT values may still contain colons. */
export function parseHeaderLine(line: string, escaped: boolean): StompHeader {
  const colon = line.indexOf(':');
  if (colon <= 0) {
    throw new ParseError(colon === 0 ? 'Empty header name' : 'Header line without a colon');
  }
  const name = line.slice(0, colon);
  const value = line.slice(colon + 1);
  return escaped ? [unescapeOrThrow(name), unescapeOrThrow(value)] : [name, value];
}
