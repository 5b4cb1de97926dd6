import type { StompFrame } from '../frames/frame';
import type { FrameLimits } from '../frames/frame-limits';
import { eventLoopLagMs } from './event-loop-lag';
import { FrameParser } from '../frames/frame-parser';
import { TokenBucket } from './token-bucket';
import type { RateLimit } from './token-bucket';

export interface FrameIntakeLimits {
  readonly frame: FrameLimits;
  /**
   * Frames received but not yet handled before reading stops; reading resumes once half of them are handled. One
   * message carrying more frames than this is refused.
   */
  readonly maxQueued: number;
  /** Frames per second; a WebSocket message carrying no complete frame (a heart-beat) counts as one. */
  readonly rate: RateLimit;
}

export interface FrameIntakeHandlers {
  /** Runs for one frame at a time, in arrival order; the next frame waits for the returned promise. */
  handleFrame(frame: StompFrame): Promise<void> | void;
  /** Queued behind earlier frames, so their receipts still go out before the ERROR. */
  handleParseError(message: string): void;
  /** One message carries more than `maxQueued` frames; called immediately and none of its frames is handled. */
  handleOverflow(): void;
  /** `maxQueued` frames are waiting: stop reading the connection until `resumeReading`. */
  pauseReading(): void;
  resumeReading(): void;
  /** The message would exceed the rate limit; called immediately and none of its frames is handled. */
  handleRateExceeded(): void;
  handleTaskFailure(error: unknown): void;
}

/**
 * Parses incoming WebSocket messages and handles the resulting frames strictly one after another. When frames
 * arrive faster than they are handled (slow commits), it stops reading instead of refusing them: the client's
 * sends wait in the TCP buffers and its receipts come later, which slows a well-behaved client down without
 * losing it. Messages already read when reading stops are still queued; the rate limit bounds them.
 */
export class FrameIntake {
  private readonly parser: FrameParser;
  private readonly bucket: TokenBucket;
  private readonly maxQueued: number;
  private tail: Promise<void> = Promise.resolve();
  private unfinished = 0;
  private paused = false;

  constructor(
    limits: FrameIntakeLimits,
    private readonly handlers: FrameIntakeHandlers,
    now?: () => number,
  ) {
    this.parser = new FrameParser(limits.frame);
    this.bucket = new TokenBucket(limits.rate, now, now === undefined ? eventLoopLagMs : undefined);
    this.maxQueued = limits.maxQueued;
  }

  push(data: Buffer): void {
    const events = this.parser.push(data).filter((event) => event.type !== 'heart-beat');
    if (!this.bucket.take(Math.max(1, events.length))) {
      this.handlers.handleRateExceeded();
      return;
    }
    if (events.length > this.maxQueued) {
      this.handlers.handleOverflow();
      return;
    }
    for (const event of events) {
      this.enqueue(
        event.type === 'frame'
          ? () => this.handlers.handleFrame(event.frame)
          : () => this.handlers.handleParseError(event.message),
      );
    }
    if (!this.paused && this.unfinished >= this.maxQueued) {
      this.paused = true;
      this.bucket.hold(true);
      this.handlers.pauseReading();
    }
  }

  /** Settles once everything queued so far has been handled. */
  idle(): Promise<void> {
    return this.tail;
  }

  private enqueue(task: () => Promise<void> | void): void {
    this.unfinished += 1;
    this.tail = this.tail
      .then(task)
      .catch((error: unknown) => this.handlers.handleTaskFailure(error))
      .finally(() => {
        this.unfinished -= 1;
        if (this.paused && this.unfinished <= this.maxQueued / 2) {
          this.paused = false;
          this.bucket.hold(false);
          this.handlers.resumeReading();
        }
      });
  }
}
