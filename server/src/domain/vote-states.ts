import type { MessageBus } from '../bus/message-bus';
import type { Db } from '../db/database';
import { preparedQuery } from '../db/prepared-query';
import type { DeviceVotes } from './vote-state-cache';
import { DEFAULT_VOTE_CACHE_MAX_BYTES, VoteStateCache } from './vote-state-cache';
import type { CommittedBatch } from './vote-writer';
import { onVotesCommitted } from './vote-writer';

/** The bus topic on which an instance names the devices whose votes it changed. */
const VOTE_CHANGES = 'vote-changes';

interface VoteStates {
  cache: VoteStateCache;
  bus: MessageBus | undefined;
}

const states = new WeakMap<Db, VoteStates>();

function statesOf(db: Db): VoteStates {
  let found = states.get(db);
  if (!found) {
    found = { cache: new VoteStateCache(DEFAULT_VOTE_CACHE_MAX_BYTES), bus: undefined };
    states.set(db, found);
    onVotesCommitted(db, (batch) => writeThrough(db, batch));
  }
  return found;
}

/**
 * After each commit of this handle, before its receipts: the cached devices take the stored result, and the
 * other instances hear which devices changed. The receipts wait until the bus has taken the message.
 */
async function writeThrough(db: Db, batch: CommittedBatch): Promise<void> {
  const { cache, bus } = statesOf(db);
  for (const vote of batch.written) {
    cache.apply(
      vote.deviceId,
      vote.nameId,
      vote.approved === null ? undefined : { approved: vote.approved, votedAt: vote.votedAt },
    );
  }
  if (bus && batch.written.length > 0) {
    await bus.broadcast(VOTE_CHANGES, [...new Set(batch.written.map((vote) => vote.deviceId))].join(','));
  }
}

/**
 * Bounds this handle's vote cache and keeps it true across instances: each commit names its devices on the bus,
 * another instance's names drop those devices here, and when the bus may have missed messages (its connection
 * came back) everything is dropped. While the bus is down the cache is not read.
 */
export function shareVoteStates(db: Db, bus: MessageBus, maxBytes: number): VoteStateCache {
  statesOf(db);
  const cache = new VoteStateCache(maxBytes);
  states.set(db, { cache, bus });
  bus.listen(
    VOTE_CHANGES,
    (message) => message.split(',').forEach((deviceId) => cache.forget(deviceId)),
    () => cache.clear(),
  );
  return cache;
}

const votesOfDevice = preparedQuery<{ name_id: string; approved: number; voted_at: number }, 'device'>(
  'device-votes',
  (db, parameter) =>
    db
      .selectFrom('votes')
      .select(['name_id', 'approved', 'voted_at'])
      .where('device_id', '=', parameter('device')),
);

const partnersOfDevice = preparedQuery<{ id: string }, 'device'>('device-partners', (db, parameter) =>
  db
    .selectFrom('devices as me')
    .innerJoin('devices as partner', 'partner.family_id', 'me.family_id')
    .select('partner.id')
    .where('me.id', '=', parameter('device'))
    .whereRef('partner.id', '<>', 'me.id'),
);

/** A device's votes, from memory when cached. */
export async function deviceVotes(db: Db, deviceId: string): Promise<DeviceVotes> {
  const { cache, bus } = statesOf(db);
  const read = async (): Promise<DeviceVotes> => {
    const rows = await votesOfDevice(db, { device: deviceId });
    return new Map(
      rows.map((row) => [row.name_id, { approved: row.approved === 1, votedAt: Number(row.voted_at) }]),
    );
  };
  return !bus || bus.isConnected() ? cache.load(deviceId, read) : read();
}

/** The names the other members of the device's family like. Membership is read each time: it is one indexed row set. */
export async function partnerLikes(db: Db, deviceId: string): Promise<string[]> {
  const partners = await partnersOfDevice(db, { device: deviceId });
  const likes: string[] = [];
  for (const partner of partners) {
    for (const [nameId, vote] of await deviceVotes(db, partner.id)) {
      if (vote.approved) {
        likes.push(nameId);
      }
    }
  }
  return likes;
}
