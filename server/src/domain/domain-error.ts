import type { ErrorCode } from '@name-swiper/contract/errors';

/** `unavailable`: something the rule needs (a database, the limit store) failed for now; trying again may work. */
export type DomainErrorKind =
  'invalid' | 'forbidden' | 'not-found' | 'conflict' | 'rate-limited' | 'unavailable';

/** A rule of the product was not met; carries a stable code and an English message for logs and APIs. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly kind: DomainErrorKind = 'invalid',
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
