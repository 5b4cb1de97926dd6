import { describe, expect, it } from 'vitest';
import { createFrame, getHeader, headerRecord } from './frame';
import { FrameParser } from './frame-parser';
import type { ParseEvent } from './frame-parser';
import { serialiseFrame } from './frame-serialiser';

function onlyFrame(events: readonly ParseEvent[]): ReturnType<typeof createFrame> {
  const [event] = events;
  if (events.length !== 1 || event?.type !== 'frame') {
    throw new Error(`Expected exactly one frame, got ${JSON.stringify(events)}`);
  }
  return event.frame;
}

function errorOf(events: readonly ParseEvent[]): string {
  const event = events.at(-1);
  if (event?.type !== 'error') {
    throw new Error(`Expected an error, got ${JSON.stringify(events)}`);
  }
  return event.message;
}

describe('FrameParser', () => {
  it('accepts CRLF line ends and keeps repeated headers in order, first one winning', () => {
    const frame = onlyFrame(new FrameParser().push('SEND\r\ndestination:/a\r\ndestination:/b\r\n\r\nhi\0'));
    expect(frame.headers).toEqual([
      ['destination', '/a'],
      ['destination', '/b'],
    ]);
    expect(getHeader(frame, 'destination')).toBe('/a');
    expect(headerRecord(frame)).toEqual({ destination: '/a' });
    expect(frame.body.toString()).toBe('hi');
  });

  it('unescapes headers except in CONNECT frames', () => {
    const send = onlyFrame(new FrameParser().push('SEND\nk\\cey:a\\nb\\rc\\\\d\\ce\n\n\0'));
    expect(send.headers).toEqual([['k:ey', 'a\nb\rc\\d:e']]);
    const connect = onlyFrame(new FrameParser().push('CONNECT\nlogin:a\\tb:c\n\n\0'));
    expect(connect.headers).toEqual([['login', 'a\\tb:c']]);
  });

  it('rejects undefined escape sequences', () => {
    expect(errorOf(new FrameParser().push('SEND\ndestination:a\\tb\n\n\0'))).toMatch(/escape/);
  });

  it('reads content-length bodies containing NUL and then requires the NUL terminator', () => {
    const body = Buffer.from([1, 0, 2, 0]);
    const frame = onlyFrame(
      new FrameParser().push(serialiseFrame(createFrame('SEND', { 'content-length': '4' }, body))),
    );
    expect(frame.body.equals(body)).toBe(true);
    expect(errorOf(new FrameParser().push('SEND\ncontent-length:1\n\nab\0'))).toMatch(/NUL/);
    expect(errorOf(new FrameParser().push('SEND\ncontent-length:-1\n\n\0'))).toMatch(/content-length/);
  });

  it('reports bare EOLs between frames as heart-beats', () => {
    const events = new FrameParser().push('\n\r\nDISCONNECT\n\n\0\n\n');
    expect(events.map((event) => event.type)).toEqual([
      'heart-beat',
      'heart-beat',
      'frame',
      'heart-beat',
      'heart-beat',
    ]);
  });

  it('parses several frames in one chunk and a frame split across chunks', () => {
    const parser = new FrameParser();
    const first = parser.push('SEND\ndestination:/a\n\none\0SEND\ndestination:/b\n\ntw');
    expect(first.map((event) => event.type)).toEqual(['frame']);
    const second = onlyFrame(parser.push('o\0'));
    expect(second.body.toString()).toBe('two');
  });

  it('fails fast on a declared content-length beyond the frame limit without buffering it', () => {
    const parser = new FrameParser({ maxFrameBytes: 1024 });
    expect(errorOf(parser.push('SEND\ncontent-length:5000\n\n'))).toMatch(/exceeds 1024/);
    expect(parser.bufferedBytes).toBe(0);
  });

  it('enforces the frame, header-count and line-length limits', () => {
    const limits = { maxFrameBytes: 100, maxHeaders: 2, maxHeaderLineBytes: 20 };
    expect(errorOf(new FrameParser(limits).push(`SEND\n\n${'x'.repeat(200)}`))).toMatch(/Frame exceeds/);
    expect(errorOf(new FrameParser(limits).push('SEND\na:1\nb:2\nc:3\n'))).toMatch(/headers/);
    expect(errorOf(new FrameParser(limits).push(`SEND\na:${'x'.repeat(30)}`))).toMatch(/Line exceeds/);
  });

  it('rejects malformed header lines, stray CRs and invalid UTF-8', () => {
    expect(errorOf(new FrameParser().push('SEND\nnocolon\n'))).toMatch(/colon/);
    expect(errorOf(new FrameParser().push('SEND\n:value\n'))).toMatch(/Empty header name/);
    expect(errorOf(new FrameParser().push('SEND\na:b\rc\n'))).toMatch(/carriage return/);
    expect(errorOf(new FrameParser().push(Buffer.from([0x53, 0xff, 0x0a])))).toMatch(/UTF-8/);
  });

  it('ignores everything after an error', () => {
    const parser = new FrameParser();
    expect(errorOf(parser.push('SEND\nbad\n'))).toMatch(/colon/);
    expect(parser.failed).toBe(true);
    expect(parser.push('SEND\n\n\0')).toEqual([]);
  });
});
