import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StompFrame } from './frame';
import { FrameParser } from './frame-parser';
import type { ParseEvent } from './frame-parser';
import { serialiseFrame } from './frame-serialiser';
import { eolArbitrary, frameArbitrary, splitAt } from '../testing/frame-arbitraries';

function framesOf(events: readonly ParseEvent[]): StompFrame[] {
  return events.flatMap((event) => (event.type === 'frame' ? [event.frame] : []));
}

function comparable(frame: StompFrame): { command: string; headers: unknown; body: string } {
  return { command: frame.command, headers: frame.headers, body: frame.body.toString('hex') };
}

describe('frame codec properties', () => {
  it('parse(serialise(frame)) is the identity', () => {
    fc.assert(
      fc.property(frameArbitrary, (frame) => {
        const events = new FrameParser().push(serialiseFrame(frame));
        expect(events).toHaveLength(1);
        expect(framesOf(events).map(comparable)).toEqual([comparable(frame)]);
      }),
      { numRuns: 500 },
    );
  });

  it('arbitrary chunking of a valid stream yields the same frames and heart-beats', () => {
    const streamArbitrary = fc.array(fc.tuple(eolArbitrary, frameArbitrary), { minLength: 1, maxLength: 5 });
    fc.assert(
      fc.property(streamArbitrary, fc.array(fc.nat(), { maxLength: 20 }), (parts, cuts) => {
        const bytes = Buffer.concat(
          parts.flatMap(([eols, frame]) => [Buffer.from(eols), serialiseFrame(frame)]),
        );
        const whole = new FrameParser().push(bytes);
        const parser = new FrameParser();
        const chunked = splitAt(bytes, cuts).flatMap((chunk) => parser.push(chunk));
        expect(framesOf(chunked).map(comparable)).toEqual(parts.map(([, frame]) => comparable(frame)));
        expect(chunked.map((event) => event.type)).toEqual(whole.map((event) => event.type));
        expect(chunked.filter((event) => event.type === 'heart-beat')).toHaveLength(
          parts.reduce((count, [eols]) => count + eols.split('\n').length - 1, 0),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('random bytes never throw, yield at most one error and stay within the memory limit', () => {
    const limits = { maxFrameBytes: 512, maxHeaders: 4, maxHeaderLineBytes: 64 };
    const byte = fc.oneof(
      fc.integer({ min: 0, max: 255 }),
      fc.constantFrom(0x00, 0x0a, 0x0d, 0x3a, 0x5c, 0x41),
    );
    const chunk = fc.array(byte, { maxLength: 200 }).map((bytes) => Uint8Array.from(bytes));
    fc.assert(
      fc.property(fc.array(chunk, { maxLength: 30 }), (chunks) => {
        const parser = new FrameParser(limits);
        const events: ParseEvent[] = [];
        for (const data of chunks) {
          events.push(...parser.push(data));
          expect(parser.bufferedBytes).toBeLessThanOrEqual(
            limits.maxFrameBytes + limits.maxHeaderLineBytes + 1,
          );
        }
        const errors = events.filter((event) => event.type === 'error');
        expect(errors.length).toBeLessThanOrEqual(1);
        if (errors.length === 1) {
          expect(events.at(-1)?.type).toBe('error');
        }
        for (const frame of framesOf(events)) {
          expect(frame.body.length).toBeLessThan(limits.maxFrameBytes);
        }
      }),
      { numRuns: 500 },
    );
  });
});
