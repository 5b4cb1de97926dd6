import { APP_DESTINATIONS, unvoteMessageSchema, voteMessageSchema } from '@name-swiper/contract/realtime';
import type { Vote } from '@name-swiper/contract/votes';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createOutbox } from '../../stores/outbox-store';
import type { VoteValue } from '../../stores/votes-store';
import { createVotesStore } from '../../stores/votes-store';
import { freshVoteDb } from '../../test/vote-db';
import type { ReceiptTransport } from './vote-sender';
import { createVoteSender } from './vote-sender';

const NAMES = ['emma', 'noah', 'mila'] as const;
type NameId = (typeof NAMES)[number];

type Step =
  | { kind: 'vote'; nameId: NameId; vote: VoteValue }
  | { kind: 'undo' }
  | { kind: 'elsewhere'; nameId: NameId; approved: boolean }
  | { kind: 'reload' }
  | { kind: 'connect' }
  | { kind: 'disconnect' }
  | { kind: 'deliver'; count: number; lastReceiptLost: boolean };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('vote'),
      nameId: fc.constantFrom(...NAMES),
      vote: fc.constantFrom('like', 'dislike'),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('undo') }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('elsewhere'),
      nameId: fc.constantFrom(...NAMES),
      approved: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reload') }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('connect') }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('disconnect') }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('deliver'),
      count: fc.integer({ min: 1, max: 4 }),
      lastReceiptLost: fc.boolean(),
    }),
  },
);

interface StoredVote {
  approved: boolean;
  at: number;
}

/**
 * The server as the domain behaves: an action older than the stored vote on its name changes nothing. It dates an
 * action by its clock when the message left minus the message's age (the real one's error is the network delay).
 */
function fakeServer() {
  const votes = new Map<string, StoredVote>();
  return {
    votes,
    apply(destination: string, body: { nameId: string; approved?: boolean; ageMs?: number }, sentAt: number) {
      const at = sentAt - (body.ageMs ?? 0);
      const stored = votes.get(body.nameId);
      if (stored && stored.at > at) {
        return;
      }
      if (destination === APP_DESTINATIONS.unvote) {
        votes.delete(body.nameId);
      } else {
        votes.set(body.nameId, { approved: body.approved === true, at });
      }
    },
    list(): Vote[] {
      return [...votes].map(([nameId, vote]) => ({
        nameId,
        name: nameId,
        approved: vote.approved,
        votedAt: new Date(vote.at).toISOString(),
        gender: 'N' as const,
      }));
    },
  };
}

/** One device: its stores and sender on a database that outlives reloads, a socket that can drop. */
function device(clock: () => number, server: ReturnType<typeof fakeServer>) {
  const db = freshVoteDb();
  let connected = false;
  type Body = { nameId: string; approved?: boolean; ageMs?: number };
  let inFlight: { destination: string; body: Body; sentAt: number; onReceipt: () => void }[] = [];
  const connectListeners = new Set<() => void>();
  const transport: ReceiptTransport = {
    publishWithReceipt(destination, body, onReceipt) {
      if (!connected) {
        return false;
      }
      // The bodies the server would accept, nothing else.
      const schema = destination === APP_DESTINATIONS.vote ? voteMessageSchema : unvoteMessageSchema;
      inFlight.push({ destination, body: schema.parse(body), sentAt: clock(), onReceipt });
      return true;
    },
    onConnect(listener) {
      connectListeners.add(listener);
      return () => connectListeners.delete(listener);
    },
  };
  const start = () => {
    const outbox = createOutbox(db, clock);
    const votes = createVotesStore(db, clock);
    return { outbox, votes, sender: createVoteSender(transport, outbox, clock), undo: [] as NameId[] };
  };
  let app = start();
  return {
    get app() {
      return app;
    },
    async reload() {
      app.sender.dispose();
      connected = false;
      inFlight = [];
      await db.flushed();
      app = start();
      await Promise.all([app.outbox.load(), app.votes.load()]);
      app.sender.flush();
    },
    connect() {
      if (!connected) {
        connected = true;
        connectListeners.forEach((listener) => listener());
      }
    },
    disconnect() {
      connected = false;
      inFlight = [];
    },
    deliver(count: number, lastReceiptLost: boolean) {
      for (let i = 0; i < count && inFlight.length > 0; i++) {
        const [message, ...rest] = inFlight;
        inFlight = rest;
        if (!message) {
          return;
        }
        server.apply(message.destination, message.body, message.sentAt);
        if (lastReceiptLost && (i === count - 1 || inFlight.length === 0)) {
          this.disconnect();
          return;
        }
        message.onReceipt();
      }
    },
  };
}

describe('no vote is lost', () => {
  it('after any votes, undos, changes on another device, reloads and reconnects, the record and the server hold the newest action on every name', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { maxLength: 40 }), async (steps) => {
        let time = 1_000_000;
        const clock = () => time;
        const server = fakeServer();
        const phone = device(clock, server);
        /** What each name must end as: the newest action on it, wherever it was taken. */
        const newest = new Map<string, { approved: boolean | undefined; at: number }>();

        for (const step of steps) {
          time += 1000;
          const { votes, sender, undo } = phone.app;
          if (step.kind === 'vote') {
            votes.setVote({ id: step.nameId, name: step.nameId, gender: 'N' }, step.vote, time);
            sender.sendVote(step.nameId, step.vote === 'like', time);
            undo.push(step.nameId);
            newest.set(step.nameId, { approved: step.vote === 'like', at: time });
          } else if (step.kind === 'undo') {
            const nameId = undo.pop();
            if (nameId) {
              votes.removeVote(nameId);
              sender.sendUnvote(nameId, time);
              newest.set(nameId, { approved: undefined, at: time });
            }
          } else if (step.kind === 'elsewhere') {
            server.apply(APP_DESTINATIONS.vote, { nameId: step.nameId, approved: step.approved }, time);
            newest.set(step.nameId, { approved: step.approved, at: time });
          } else if (step.kind === 'reload') {
            await phone.reload();
          } else if (step.kind === 'connect') {
            phone.connect();
          } else if (step.kind === 'disconnect') {
            phone.disconnect();
          } else {
            phone.deliver(step.count, step.lastReceiptLost);
          }
        }

        // Back online for good: everything drains, then the app reads the server's list (as useSyncVotes does).
        phone.connect();
        for (let round = 0; round < 50 && phone.app.outbox.get().length > 0; round++) {
          phone.deliver(100, false);
          phone.connect();
        }
        expect(phone.app.outbox.get()).toEqual([]);
        const requestedAt = time;
        phone.app.votes.replaceWithRemote(server.list(), phone.app.outbox.unsettledSince(requestedAt + 1));

        for (const [nameId, action] of newest) {
          expect(server.votes.get(nameId)?.approved, `server: ${nameId}`).toBe(action.approved);
          const expected = action.approved === undefined ? undefined : action.approved ? 'like' : 'dislike';
          expect(phone.app.votes.voteOf(nameId), `record: ${nameId}`).toBe(expected);
        }
      }),
      { numRuns: 300 },
    );
  });
});
