import { commandEscapesHeaders, getHeader } from './frame';
import type { StompFrame } from './frame';
import { escapeHeaderText } from './header-escaping';

const NUL = Buffer.from([0]);

function assertRawHeaderText(text: string, allowColon: boolean): void {
  if (/[\r\n]/.test(text) || (!allowColon && text.includes(':'))) {
    throw new RangeError(`Header text ${JSON.stringify(text)} cannot be sent unescaped`);
  }
}

function headerLine(name: string, value: string, escape: boolean): string {
  if (name.length === 0) {
    throw new RangeError('Header names must not be empty');
  }
  if (escape) {
    return `${escapeHeaderText(name)}:${escapeHeaderText(value)}\n`;
  }
  assertRawHeaderText(name, false);
  assertRawHeaderText(value, true);
  return `${name}:${value}\n`;
}

function assertBodyIsDelimited(frame: StompFrame): void {
  const contentLength = getHeader(frame, 'content-length');
  if (contentLength === undefined) {
    if (frame.body.includes(0)) {
      throw new RangeError('A body containing NUL needs a content-length header');
    }
    return;
  }
  if (contentLength !== String(frame.body.length)) {
    throw new RangeError(`content-length ${contentLength} does not match body length ${frame.body.length}`);
  }
}

/**
 * Encodes a frame for the wire. Throws RangeError for frames that cannot be represented
 * (these are programming errors, never caused by peer input).
 */
export function serialiseFrame(frame: StompFrame): Buffer {
  if (frame.command.length === 0 || /[\r\n]/.test(frame.command)) {
    throw new RangeError(`Invalid command ${JSON.stringify(frame.command)}`);
  }
  assertBodyIsDelimited(frame);
  const escape = commandEscapesHeaders(frame.command);
  let head = `${frame.command}\n`;
  for (const [name, value] of frame.headers) {
    head += headerLine(name, value, escape);
  }
  head += '\n';
  return Buffer.concat([Buffer.from(head, 'utf8'), frame.body, NUL]);
}
