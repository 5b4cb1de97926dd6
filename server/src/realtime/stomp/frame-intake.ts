import type { StompFrame } from './frame';
import type { FrameLimits } from './frame-limits';
import { FrameParser } from './frame-parser';
import { TokenBucket } from './token-bucket';
import type { RateLimit } from './token-bucket';

export interface FrameIntakeLimits {
  readonly frame: FrameLimits;
  /** Frames received but not yet handled. */
  readonly maxQueued: number;
  /** Frames per second; a WebSocket message carrying no complete frame (a heart-beat) counts as one. */
  readonly rate: RateLimit;
}

export interface FrameIntakeHandlers {
  /** Runs for one frame at a time, in arrival order; the next frame waits for the returned promise. */
  handleFrame(frame: StompFrame): Promise<void> | void;
  /** Queued behind earlier frames, so their receipts still go out before the ERROR. */
  handleParseError(message: string): void;
  /** More than `maxQueued` frames are waiting; called immediately. */
  handleOverflow(): void;
  /** The message would exceed the rate limit; called immediately and none of its frames is handled. */
  handleRateExceeded(): void;
  handleTaskFailure(error: unknown): void;
}

/** Parses incoming WebSocket messages and handles the resulting frames strictly one after another. */
export class FrameIntake {
  private readonly parser: FrameParser;
  private readonly bucket: TokenBucket;
  private readonly maxQueued: number;
  private tail: Promise<void> = Promise.resolve();
  private unfinished = 0;

  constructor(
    limits: FrameIntakeLimits,
    private readonly handlers: FrameIntakeHandlers,
    now?: () => number,
  ) {
    this.parser = new FrameParser(limits.frame);
    this.bucket = new TokenBucket(limits.rate, now);
    this.maxQueued = limits.maxQueued;
  }

  push(data: Buffer): void {
    const events = this.parser.push(data).filter((event) => event.type !== 'heart-beat');
    if (!this.bucket.take(Math.max(1, events.length))) {
      this.handlers.handleRateExceeded();
      return;
    }
    for (const event of events) {
      if (this.unfinished >= this.maxQueued) {
        this.handlers.handleOverflow();
        return;
      }
      this.enqueue(
        event.type === 'frame'
          ? () => this.handlers.handleFrame(event.frame)
          : () => this.handlers.handleParseError(event.message),
      );
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
      });
  }
}
