import { LOVE_WINDOW_MS, LOVES_PER_DAY } from '@name-swiper/contract/constants';
import type { LocalVote } from './votes-store';

export interface LovesLeft {
  /** Loves the device may still give now. */
  left: number;
  /** With none left: when the next one is back (device clock, epoch ms). */
  nextAt: number | undefined;
}

/**
 * The daily allowance of loves as the server keeps it (decision 85): LOVES_PER_DAY loves given in any 24 hours,
 * counted from the vote record (loves changed or undone no longer count).
 */
export function lovesLeft(record: readonly LocalVote[], now: number): LovesLeft {
  const recent = record
    .filter((vote) => vote.vote === 'love' && vote.timestamp > now - LOVE_WINDOW_MS)
    .map((vote) => vote.timestamp)
    .sort((a, b) => a - b);
  const left = Math.max(0, LOVES_PER_DAY - recent.length);
  const freedBy = recent[recent.length - LOVES_PER_DAY];
  return { left, nextAt: left === 0 && freedBy !== undefined ? freedBy + LOVE_WINDOW_MS : undefined };
}
