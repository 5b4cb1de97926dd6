import { echoPrefix } from './client-text';
import { commandEscapesHeaders, getHeader } from './frame';
import type { StompFrame, StompHeader } from './frame';
import { ParseError, decodeLine, parseHeaderLine, toBuffer } from './frame-lines';
import { DEFAULT_FRAME_LIMITS } from './frame-limits';
import type { FrameLimits } from './frame-limits';

export type ParseEvent =
  | { readonly type: 'frame'; readonly frame: StompFrame }
  | { readonly type: 'heart-beat' }
  | { readonly type: 'error'; readonly message: string };

type Phase = 'command' | 'headers' | 'body' | 'terminator' | 'failed';

const LF = 0x0a;
const NUL = 0x00;

/**
 * Incremental STOMP 1.2 parser. Feed it WebSocket messages in order; it yields frames,
 * heart-beats (bare EOLs between frames) and at most one error, after which it ignores input.
 * Memory held for an incomplete frame never exceeds the configured limits.
 */
export class FrameParser {
  private readonly limits: FrameLimits;
  private phase: Phase = 'command';
  private lineParts: Buffer[] = [];
  private lineBytes = 0;
  private frameBytes = 0;
  private command = '';
  private headers: StompHeader[] = [];
  private contentLength: number | undefined;
  private bodyParts: Buffer[] = [];
  private bodyBytes = 0;

  constructor(limits: Partial<FrameLimits> = {}) {
    this.limits = { ...DEFAULT_FRAME_LIMITS, ...limits };
  }

  get failed(): boolean {
    return this.phase === 'failed';
  }

  /** Bytes of the incomplete frame currently held. */
  get bufferedBytes(): number {
    return this.lineBytes + this.frameBytes;
  }

  push(chunk: Buffer | Uint8Array | string): ParseEvent[] {
    const data = toBuffer(chunk);
    const events: ParseEvent[] = [];
    let offset = 0;
    try {
      while (offset < data.length && this.phase !== 'failed') {
        offset = this.step(data, offset, events);
      }
    } catch (error) {
      if (!(error instanceof ParseError)) {
        throw error;
      }
      this.fail();
      events.push({ type: 'error', message: error.message });
    }
    return events;
  }

  private step(data: Buffer, offset: number, events: ParseEvent[]): number {
    switch (this.phase) {
      case 'command':
      case 'headers':
        return this.readLine(data, offset, events);
      case 'body':
        return this.contentLength === undefined
          ? this.readDelimitedBody(data, offset, events)
          : this.readSizedBody(data, offset);
      case 'terminator':
        if (data[offset] !== NUL) {
          throw new ParseError('Expected NUL after a content-length body');
        }
        this.emitFrame(events);
        return offset + 1;
      case 'failed':
        return data.length;
    }
  }

  private readLine(data: Buffer, offset: number, events: ParseEvent[]): number {
    const lineFeed = data.indexOf(LF, offset);
    const end = lineFeed === -1 ? data.length : lineFeed;
    this.lineBytes += end - offset;
    // One extra byte allows for the CR of a CRLF line end.
    if (this.lineBytes > this.limits.maxHeaderLineBytes + 1) {
      throw new ParseError(`Line exceeds ${this.limits.maxHeaderLineBytes} bytes`);
    }
    if (lineFeed === -1) {
      this.lineParts.push(Buffer.from(data.subarray(offset, end)));
      return data.length;
    }
    // A line within one message is decoded from it as it is; only one split across messages is copied together.
    const line =
      this.lineParts.length === 0
        ? data.subarray(offset, end)
        : Buffer.concat([...this.lineParts, data.subarray(offset, end)]);
    this.lineParts = [];
    this.lineBytes = 0;
    this.handleLine(line, events);
    return lineFeed + 1;
  }

  private handleLine(line: Buffer, events: ParseEvent[]): void {
    const text = decodeLine(line, this.limits.maxHeaderLineBytes);
    if (this.phase === 'command' && text.length === 0) {
      events.push({ type: 'heart-beat' });
      return;
    }
    this.countFrameBytes(line.length + 1);
    if (this.phase === 'command') {
      this.command = text;
      this.phase = 'headers';
      return;
    }
    if (text.length === 0) {
      this.startBody();
      return;
    }
    this.addHeader(text);
  }

  private addHeader(line: string): void {
    if (this.headers.length >= this.limits.maxHeaders) {
      throw new ParseError(`More than ${this.limits.maxHeaders} headers`);
    }
    this.headers.push(parseHeaderLine(line, commandEscapesHeaders(this.command)));
  }

  private startBody(): void {
    const declared = getHeader({ headers: this.headers }, 'content-length');
    this.phase = 'body';
    if (declared === undefined) {
      return;
    }
    if (!/^[0-9]{1,10}$/.test(declared)) {
      throw new ParseError(`Invalid content-length: ${echoPrefix(declared)}`);
    }
    this.contentLength = Number(declared);
    if (this.frameBytes + this.contentLength + 1 > this.limits.maxFrameBytes) {
      throw new ParseError(`Frame exceeds ${this.limits.maxFrameBytes} bytes`);
    }
  }

  private readSizedBody(data: Buffer, offset: number): number {
    const wanted = (this.contentLength ?? 0) - this.bodyBytes;
    const end = Math.min(data.length, offset + wanted);
    this.appendBody(data.subarray(offset, end));
    if (this.bodyBytes === this.contentLength) {
      this.phase = 'terminator';
    }
    return end;
  }

  private readDelimitedBody(data: Buffer, offset: number, events: ParseEvent[]): number {
    const nul = data.indexOf(NUL, offset);
    const end = nul === -1 ? data.length : nul;
    this.appendBody(data.subarray(offset, end));
    if (nul === -1) {
      return data.length;
    }
    this.emitFrame(events);
    return nul + 1;
  }

  private appendBody(part: Buffer): void {
    this.countFrameBytes(part.length);
    this.bodyParts.push(Buffer.from(part));
    this.bodyBytes += part.length;
  }

  private countFrameBytes(bytes: number): void {
    this.frameBytes += bytes;
    // The +1 reserves room for the NUL terminator that every frame still needs.
    if (this.frameBytes + 1 > this.limits.maxFrameBytes) {
      throw new ParseError(`Frame exceeds ${this.limits.maxFrameBytes} bytes`);
    }
  }

  private emitFrame(events: ParseEvent[]): void {
    const frame: StompFrame = {
      command: this.command,
      headers: this.headers,
      // The parts are copies already: one part is the body as it is.
      body:
        this.bodyParts.length === 1 ? (this.bodyParts[0] ?? Buffer.alloc(0)) : Buffer.concat(this.bodyParts),
    };
    events.push({ type: 'frame', frame });
    this.reset('command');
  }

  private fail(): void {
    this.reset('failed');
  }

  private reset(phase: Phase): void {
    this.phase = phase;
    this.lineParts = [];
    this.lineBytes = 0;
    this.frameBytes = 0;
    this.command = '';
    this.headers = [];
    this.contentLength = undefined;
    this.bodyParts = [];
    this.bodyBytes = 0;
  }
}
