import type { Budget, TokenBuckets } from '../limits/token-buckets';
import { DomainError } from './domain-error';
import { isWellFormedInviteCode } from './invite-code-format';

const QUARTER_HOUR_S = 15 * 60;
/** A budget of `count` guesses that refills in a quarter of an hour. */
const perQuarterHour = (count: number): Budget => ({ burst: count, perSecond: count / QUARTER_HOUR_S });

/** Join attempts one device may make: 10 at once, 10 more per quarter of an hour. */
export const DEVICE_GUESSES = perQuarterHour(10);
/** Join attempts from one client address (IPv6: its /64), whichever devices it claims to be. */
export const ADDRESS_GUESSES = perQuarterHour(30);
/** Attempts on codes sharing a prefix, from anyone; when they are used up the prefix is "hot". */
export const PREFIX_GUESSES = perQuarterHour(20);
/** An address that used this many of its attempts may not try a hot prefix (a lone typo nearby is tolerated). */
export const SUSPECT_ADDRESS_ATTEMPTS = 3;
export const CODE_PREFIX_LENGTH = 2;

/** One try at joining with a (normalised) invite code. */
export interface JoinAttempt {
  deviceId: string;
  code: string;
  /** The client's address key (IPv6: its /64), when the transport knows it. */
  address?: string;
  now: number;
}

/** The prefix a guess aims at; a malformed code aims at none (it is never looked up). */
export function codePrefix(code: string): string | null {
  return isWellFormedInviteCode(code) ? code.slice(0, CODE_PREFIX_LENGTH) : null;
}

const tooManyAttempts = () =>
  new DomainError(
    'too-many-attempts',
    'Too many invite codes tried; please wait a few minutes.',
    'rate-limited',
  );

/**
 * The limits against guessing invite codes, counted per device, per client address and per code prefix in
 * token buckets (memory, or Redis shared by every instance). Every attempt that is let through to be looked up
 * costs a token, whatever its outcome; a refused one costs nothing. On a hot prefix only a device with an
 * untouched budget, from an address that tried fewer than three times, may try: a parent typing a real code
 * still gets in while strangers guess nearby. If the buckets cannot be read, joins are refused.
 */
export class InviteGuard {
  constructor(private readonly buckets: TokenBuckets) {}

  async admit(attempt: JoinAttempt): Promise<void> {
    const own = [
      { key: `invite:device:${attempt.deviceId}`, budget: DEVICE_GUESSES },
      ...(attempt.address === undefined
        ? []
        : [{ key: `invite:address:${attempt.address}`, budget: ADDRESS_GUESSES }]),
    ];
    const taken = await this.take(own, attempt.now);
    if (!taken.allowed) {
      throw tooManyAttempts();
    }
    const prefix = codePrefix(attempt.code);
    if (prefix === null) {
      return;
    }
    const prefixTaken = await this.take(
      [{ key: `invite:prefix:${prefix}`, budget: PREFIX_GUESSES }],
      attempt.now,
    );
    const [deviceTokens = 0, addressTokens = ADDRESS_GUESSES.burst] = taken.tokensBefore;
    const suspect =
      deviceTokens < DEVICE_GUESSES.burst ||
      addressTokens <= ADDRESS_GUESSES.burst - SUSPECT_ADDRESS_ATTEMPTS;
    if (!prefixTaken.allowed && suspect) {
      throw tooManyAttempts();
    }
  }

  private async take(...args: Parameters<TokenBuckets['take']>) {
    try {
      return await this.buckets.take(...args);
    } catch {
      throw new DomainError(
        'internal-error',
        'Invite codes cannot be checked right now; please try again in a moment.',
        'unavailable',
      );
    }
  }
}
