import type { StompFrame } from './frame.js';
import type { FrameLimits } from './frame-limits.js';
import { FrameParser } from './frame-parser.js';

export interface FrameIntakeHandlers {
  /** Runs for one frame at a time, in arrival order; the next frame waits for the returned promise. */
  handleFrame(frame: StompFrame): Promise<void> | void;
  /** Queued behind earlier frames, so their receipts still go out before the ERROR. */
  handleParseError(message: string): void;
  /** More than `maxQueued` frames are waiting; called immediately. */
  handleOverflow(): void;
  handleTaskFailure(error: unknown): void;
}

/** Parses incoming WebSocket messages and handles the resulting frames strictly one after another. */
export class FrameIntake {
  private readonly parser: FrameParser;
  private tail: Promise<void> = Promise.resolve();
  private unfinished = 0;

  constructor(
    limits: FrameLimits,
    private readonly maxQueued: number,
    private readonly handlers: FrameIntakeHandlers,
  ) {
    this.parser = new FrameParser(limits);
  }

  push(data: Buffer): void {
    for (const event of this.parser.push(data)) {
      if (event.type === 'heart-beat') {
        continue;
      }
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
