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
  /** Another tab of this device, offline: its action waits in its own outbox and reaches the server later. */
  | { kind: 'tab'; nameId: NameId; vote: VoteValue }
  | { kind: 'tabOnline' }
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
      vote: fc.constantFrom('like', 'dislike', 'love', 'maybe'),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('undo') }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('tab'),
      nameId: fc.constantFrom(...NAMES),
      vote: fc.constantFrom('like', 'dislike', 'love', 'maybe'),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('tabOnline') }) },
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

/** What the server keeps per name: the vote, or (undefined) an undo's tombstone, with the action's time. */
interface StoredAction {
  vote: VoteValue | undefined;
  at: number;
}

type Body = { nameId: string; approved?: boolean; feeling?: 'love' | 'maybe'; ageMs?: number };

/**
 * The server as the domain behaves (decision 87): an action older than the stored vote or undo on its name changes
 * nothing, and an undo keeps its time as a tombstone. It dates an action by its clock when the message left minus
 * the message's age (the real one's error is the network delay).
 */
function fakeServer() {
  const actions = new Map<string, StoredAction>();
  return {
    actions,
    apply(destination: string, body: Body, sentAt: number) {
      const at = sentAt - (body.ageMs ?? 0);
      const stored = actions.get(body.nameId);
      if (stored && stored.at > at) {
        return;
      }
      if (destination === APP_DESTINATIONS.unvote) {
        actions.set(body.nameId, { vote: undefined, at });
      } else {
        actions.set(body.nameId, { vote: body.feeling ?? (body.approved === true ? 'like' : 'dislike'), at });
      }
    },
    list(): Vote[] {
      return [...actions].flatMap(([nameId, { vote, at }]) =>
        vote === undefined
          ? []
          : [
              {
                nameId,
                name: nameId,
                approved: vote === 'like' || vote === 'love',
                votedAt: new Date(at).toISOString(),
                gender: 'N' as const,
                ...(vote === 'love' || vote === 'maybe' ? { feeling: vote } : {}),
              },
            ],
      );
    },
  };
}

/** One device: its stores and sender on a database that outlives reloads, a socket that can drop. */
function device(clock: () => number, server: ReturnType<typeof fakeServer>) {
  const db = freshVoteDb();
  let connected = false;
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

/** A vote as the app casts it (voting.ts): on the record, then through the outbox with its feeling. */
function vote(app: ReturnType<typeof device>['app'], nameId: NameId, value: VoteValue, at: number) {
  app.votes.setVote({ id: nameId, name: nameId, gender: 'N' }, value, at);
  const feeling = value === 'love' || value === 'maybe' ? value : undefined;
  app.sender.sendVote(nameId, value === 'like' || value === 'love', at, feeling);
}

describe('no vote is lost', () => {
  it('after any votes (loves and maybes too), undos, changes on another device or in another offline tab, reloads and reconnects, the record and the server hold the newest action on every name', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { maxLength: 40 }), async (steps) => {
        let time = 1_000_000;
        const clock = () => time;
        const server = fakeServer();
        const phone = device(clock, server);
        const otherTab = device(clock, server);
        /** What each name must end as: the newest action on it, wherever it was taken. */
        const newest = new Map<string, { vote: VoteValue | undefined; at: number }>();

        for (const step of steps) {
          time += 1000;
          const { votes, sender, undo } = phone.app;
          if (step.kind === 'vote') {
            vote(phone.app, step.nameId, step.vote, time);
            undo.push(step.nameId);
            newest.set(step.nameId, { vote: step.vote, at: time });
          } else if (step.kind === 'undo') {
            const nameId = undo.pop();
            if (nameId) {
              votes.removeVote(nameId);
              sender.sendUnvote(nameId, time);
              newest.set(nameId, { vote: undefined, at: time });
            }
          } else if (step.kind === 'elsewhere') {
            server.apply(APP_DESTINATIONS.vote, { nameId: step.nameId, approved: step.approved }, time);
            newest.set(step.nameId, { vote: step.approved ? 'like' : 'dislike', at: time });
          } else if (step.kind === 'tab') {
            vote(otherTab.app, step.nameId, step.vote, time);
            newest.set(step.nameId, { vote: step.vote, at: time });
          } else if (step.kind === 'tabOnline') {
            otherTab.connect();
            otherTab.deliver(100, false);
            otherTab.disconnect();
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
        for (const tab of [otherTab, phone]) {
          tab.connect();
          for (let round = 0; round < 50 && tab.app.outbox.get().length > 0; round++) {
            tab.deliver(100, false);
            tab.connect();
          }
          expect(tab.app.outbox.get()).toEqual([]);
        }
        const requestedAt = time;
        phone.app.votes.replaceWithRemote(server.list(), phone.app.outbox.unsettledSince(requestedAt + 1));

        for (const [nameId, action] of newest) {
          expect(server.actions.get(nameId)?.vote, `server: ${nameId}`).toBe(action.vote);
          expect(phone.app.votes.voteOf(nameId), `record: ${nameId}`).toBe(action.vote);
        }
      }),
      {
        numRuns: 300,
        examples: [
          // The gap decision 87 closes: an older vote from another tab's outbox arrives after the undo.
          [
            [
              { kind: 'connect' },
              { kind: 'tab', nameId: 'mila', vote: 'like' },
              { kind: 'vote', nameId: 'mila', vote: 'love' },
              { kind: 'undo' },
              { kind: 'deliver', count: 2, lastReceiptLost: false },
              { kind: 'tabOnline' },
            ],
          ],
        ],
      },
    );
  });
});
