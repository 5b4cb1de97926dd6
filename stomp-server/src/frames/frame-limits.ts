export interface FrameLimits {
  /** Whole frame: command, headers, blank line, body and NUL. */
  readonly maxFrameBytes: number;
  readonly maxHeaders: number;
  /** One command or header line, without its EOL. */
  readonly maxHeaderLineBytes: number;
}

export const DEFAULT_FRAME_LIMITS: FrameLimits = {
  maxFrameBytes: 64 * 1024,
  maxHeaders: 64,
  maxHeaderLineBytes: 8 * 1024,
};
