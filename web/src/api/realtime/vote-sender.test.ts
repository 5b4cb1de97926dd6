import { APP_DESTINATIONS } from '@name-swiper/contract/realtime';
import { describe, expect, it, vi } from 'vitest';
import { createOutbox } from '../../stores/outbox-store';
import { freshVoteDb } from '../../test/vote-db';
import type { ReceiptTransport } from './vote-sender';
import { createVoteSender, MAX_IN_FLIGHT, SEND_BURST, SENDS_PER_SECOND } from './vote-sender';

interface Sent {
  destination: string;
  body: object;
  ack: () => void;
}

function fakeTransport() {
  let connected = false;
  const sent: Sent[] = [];
  const connectListeners = new Set<() => void>();
  const transport: ReceiptTransport = {
    publishWithReceipt(destination, body, onReceipt) {
      if (!connected) {
        return false;
      }
      sent.push({ destination, body, ack: onReceipt });
      return true;
    },
    onConnect(listener) {
      connectListeners.add(listener);
      return () => connectListeners.delete(listener);
    },
  };
  return {
    transport,
    sent,
    connect() {
      connected = true;
      connectListeners.forEach((listener) => listener());
    },
    disconnect() {
      connected = false;
    },
  };
}

describe('vote sender', () => {
  it('publishes a vote with a receipt and forgets it once the server acknowledges it', () => {
    const fake = fakeTransport();
    const outbox = createOutbox(freshVoteDb());
    const sender = createVoteSender(fake.transport, outbox);
    fake.connect();
    sender.sendVote('emma', true);
    expect(fake.sent).toHaveLength(1);
    expect(fake.sent[0]).toMatchObject({
      destination: APP_DESTINATIONS.vote,
      body: { nameId: 'emma', approved: true },
    });
    expect(outbox.get()).toHaveLength(1);
    fake.sent[0]?.ack();
    expect(outbox.get()).toEqual([]);
  });

  it('keeps votes made offline and sends them after the (re)connect, unvotes included', () => {
    const fake = fakeTransport();
    const outbox = createOutbox(freshVoteDb());
    const sender = createVoteSender(fake.transport, outbox);
    sender.sendVote('emma', true);
    sender.sendVote('noah', false);
    sender.sendUnvote('emma');
    expect(fake.sent).toEqual([]);
    fake.connect();
    expect(fake.sent.map(({ destination, body }) => [destination, body])).toMatchObject([
      [APP_DESTINATIONS.vote, { nameId: 'noah', approved: false }],
      [APP_DESTINATIONS.unvote, { nameId: 'emma' }],
    ]);
  });

  it('resends what was published but never acknowledged when the connection comes back', () => {
    const fake = fakeTransport();
    const outbox = createOutbox(freshVoteDb());
    const sender = createVoteSender(fake.transport, outbox);
    fake.connect();
    sender.sendVote('emma', true);
    fake.disconnect();
    fake.connect();
    expect(fake.sent).toHaveLength(2);
    fake.sent[1]?.ack();
    expect(outbox.get()).toEqual([]);
  });

  it('resends the votes a previous page load left in the persisted outbox, with their age', async () => {
    const db = freshVoteDb();
    createOutbox(db).add({ kind: 'vote', nameId: 'mila', approved: true, at: 1_000 });
    await db.flushed();
    const reloaded = createOutbox(db);
    await reloaded.load();
    const fake = fakeTransport();
    createVoteSender(fake.transport, reloaded, () => 61_000);
    fake.connect();
    expect(fake.sent.map(({ body }) => body)).toEqual([{ nameId: 'mila', approved: true, ageMs: 60_000 }]);
  });

  it('drains a long offline backlog within the server limits: a window of unacknowledged votes, paced sends', () => {
    vi.useFakeTimers();
    try {
      const fake = fakeTransport();
      const outbox = createOutbox(freshVoteDb());
      const sender = createVoteSender(fake.transport, outbox);
      for (let i = 0; i < 300; i++) {
        sender.sendVote(`name-${i}`, i % 2 === 0);
      }
      fake.connect();
      expect(fake.sent).toHaveLength(MAX_IN_FLIGHT);
      let acknowledged = 0;
      for (let second = 1; second <= 20 && outbox.get().length > 0; second++) {
        const sentBefore = fake.sent.length;
        vi.advanceTimersByTime(1000);
        while (acknowledged < fake.sent.length) {
          expect(fake.sent.length - acknowledged).toBeLessThanOrEqual(MAX_IN_FLIGHT);
          fake.sent[acknowledged]?.ack();
          acknowledged += 1;
        }
        expect(fake.sent.length - sentBefore).toBeLessThanOrEqual(SEND_BURST + SENDS_PER_SECOND);
      }
      expect(outbox.get()).toEqual([]);
      expect(new Set(fake.sent.map(({ body }) => JSON.stringify(body))).size).toBe(300);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends at once at a swiping pace', () => {
    const fake = fakeTransport();
    const sender = createVoteSender(fake.transport, createOutbox(freshVoteDb()));
    fake.connect();
    for (let i = 0; i < 10; i++) {
      sender.sendVote(`name-${i}`, true);
      fake.sent[i]?.ack();
    }
    expect(fake.sent).toHaveLength(10);
  });
});
