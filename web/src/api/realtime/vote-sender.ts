import { APP_DESTINATIONS, MAX_VOTE_AGE_MS, REALTIME_LIMITS } from '@name-swiper/contract/constants';
import type { Feeling } from '@name-swiper/contract/constants';
import type { Outbox, OutboxEntry } from '../../stores/outbox-store';

/** What the vote sender needs of the realtime connection (the real client, or a fake in tests). */
export interface ReceiptTransport {
  publishWithReceipt(destination: string, body: object, onReceipt: () => void): boolean;
  onConnect(listener: () => void): () => void;
}

/** Stay well inside the server's per-session limits, so a long offline backlog drains instead of being refused. */
export const MAX_IN_FLIGHT = REALTIME_LIMITS.maxUnacknowledged / 2;
export const SEND_BURST = REALTIME_LIMITS.frameBurst / 2;
export const SENDS_PER_SECOND = Math.floor(REALTIME_LIMITS.framesPerSecond * 0.8);

/**
 * Sends votes and unvotes through the outbox: each waits there until the server's RECEIPT says it is committed,
 * and everything still waiting is resent after a (re)connect, so a vote made offline is not lost. Sending is
 * paced by a token bucket and a window of unacknowledged messages; a normal swiping pace never waits.
 */
export function createVoteSender(transport: ReceiptTransport, outbox: Outbox, now: () => number = Date.now) {
  let waiting: OutboxEntry[] = [];
  const inFlight = new Set<OutboxEntry>();
  let tokens: number = SEND_BURST;
  let refilledAt = now();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const refill = () => {
    const current = now();
    tokens = Math.min(SEND_BURST, tokens + ((current - refilledAt) / 1000) * SENDS_PER_SECOND);
    refilledAt = current;
  };

  const publish = (entry: OutboxEntry): boolean => {
    const destination = entry.kind === 'vote' ? APP_DESTINATIONS.vote : APP_DESTINATIONS.unvote;
    // The age, not the device's time: the server dates the action by its own clock, whatever this one says.
    const ageMs = Math.min(MAX_VOTE_AGE_MS, Math.max(0, Math.round(now() - entry.at)));
    const body =
      entry.kind === 'vote'
        ? {
            nameId: entry.nameId,
            approved: entry.approved,
            ...(entry.feeling === undefined ? {} : { feeling: entry.feeling }),
            ageMs,
          }
        : { nameId: entry.nameId, ageMs };
    return transport.publishWithReceipt(destination, body, () => {
      inFlight.delete(entry);
      outbox.acknowledge(entry);
      pump();
    });
  };

  const pump = (): void => {
    refill();
    while (waiting.length > 0 && inFlight.size < MAX_IN_FLIGHT) {
      if (tokens < 1) {
        timer ??= setTimeout(
          () => {
            timer = undefined;
            pump();
          },
          Math.ceil(((1 - tokens) / SENDS_PER_SECOND) * 1000),
        );
        return;
      }
      const [entry, ...rest] = waiting;
      if (!entry || !publish(entry)) {
        return;
      }
      waiting = rest;
      inFlight.add(entry);
      tokens -= 1;
    }
  };

  const enqueue = (action: Parameters<Outbox['add']>[0]) => {
    const entry = outbox.add(action);
    waiting = [...waiting.filter((pending) => pending.nameId !== entry.nameId), entry];
    pump();
  };

  const flush = () => {
    inFlight.clear();
    waiting = [...outbox.get()];
    pump();
  };
  const stopFlushing = transport.onConnect(flush);

  return {
    /** `at`: when the user voted (this device's clock); `feeling`: a love (approved) or a maybe (not approved). */
    sendVote(nameId: string, approved: boolean, at: number = now(), feeling?: Feeling): void {
      enqueue({ kind: 'vote', nameId, approved, at, ...(feeling === undefined ? {} : { feeling }) });
    },
    sendUnvote(nameId: string, at: number = now()): void {
      enqueue({ kind: 'unvote', nameId, at });
    },
    flush,
    dispose(): void {
      stopFlushing();
      clearTimeout(timer);
    },
  };
}

export type VoteSender = ReturnType<typeof createVoteSender>;
