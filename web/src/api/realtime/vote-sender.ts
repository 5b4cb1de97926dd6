import { APP_DESTINATIONS } from '@name-swiper/contract/realtime';
import type { Outbox, OutboxEntry } from '../../stores/outbox-store';

/** What the vote sender needs of the realtime connection (the real client, or a fake in tests). */
export interface ReceiptTransport {
  publishWithReceipt(destination: string, body: object, onReceipt: () => void): boolean;
  onConnect(listener: () => void): () => void;
}

/**
 * Sends votes and unvotes through the outbox: each waits there until the server's RECEIPT says it is committed,
 * and everything still waiting is resent after a (re)connect, so a vote made offline is not lost.
 */
export function createVoteSender(transport: ReceiptTransport, outbox: Outbox) {
  const send = (entry: OutboxEntry) => {
    const destination = entry.kind === 'vote' ? APP_DESTINATIONS.vote : APP_DESTINATIONS.unvote;
    const body =
      entry.kind === 'vote' ? { nameId: entry.nameId, approved: entry.approved } : { nameId: entry.nameId };
    transport.publishWithReceipt(destination, body, () => outbox.acknowledge(entry));
  };
  const flush = () => outbox.get().forEach(send);
  const stopFlushing = transport.onConnect(flush);

  return {
    sendVote(nameId: string, approved: boolean): void {
      const entry: OutboxEntry = { kind: 'vote', nameId, approved };
      outbox.add(entry);
      send(entry);
    },
    sendUnvote(nameId: string): void {
      const entry: OutboxEntry = { kind: 'unvote', nameId };
      outbox.add(entry);
      send(entry);
    },
    flush,
    dispose: stopFlushing,
  };
}

export type VoteSender = ReturnType<typeof createVoteSender>;
