import type { Gender } from '@name-swiper/contract/constants';
import { GENDERS, MAYBE_RETURN_AFTER_VOTES, MAYBE_RETURNS_MAX } from '@name-swiper/contract/constants';
import type { Vote } from '@name-swiper/contract/votes';
import * as v from 'valibot';
import { check } from '../api/standard-schema';
import type { Listener } from './create-store';
import { createStore } from './create-store';
import type { VoteDb } from './vote-db';
import { voteDb } from './vote-db';

/** The spec's like and dislike, and issue 33's love (a like that says more) and maybe (neither, for later). */
const voteValueSchema = v.picklist(['like', 'dislike', 'love', 'maybe']);
export type VoteValue = v.InferOutput<typeof voteValueSchema>;

const localVoteSchema = v.object({
  id: v.string(),
  name: v.string(),
  gender: v.picklist(GENDERS),
  vote: voteValueSchema,
  timestamp: v.number(),
  /** On a maybe: how many times the name was put to maybe (it comes back on its own at most MAYBE_RETURNS_MAX). */
  maybes: v.optional(v.number()),
  /** Set when the vote replaced another one: what it was, and whether another device of this id changed it. */
  change: v.optional(v.object({ from: voteValueSchema, elsewhere: v.boolean() })),
});
/** The local vote record of spec §3, with the change it made, if any. */
export type LocalVote = v.InferOutput<typeof localVoteSchema>;
export type VoteChange = NonNullable<LocalVote['change']>;

export interface VotedName {
  id: string;
  name: string;
  gender: Gender;
}

export type VoteCallback = (nameId: string, vote: VoteValue) => void;

/** A like or a love: what counts as a like everywhere a like counts (the Votes pill, History's Likes, Matches). */
export const isLikeValue = (vote: VoteValue | undefined): boolean => vote === 'like' || vote === 'love';

/** The local record of a vote the server lists: its feeling says a love or a maybe, else approved says. */
function valueOf(vote: Vote): VoteValue {
  if (vote.feeling) {
    return vote.feeling;
  }
  return vote.approved ? 'like' : 'dislike';
}

/**
 * Whether a maybe is due to come back (decision 86), as the server decides it: put to maybe at most
 * MAYBE_RETURNS_MAX times, with MAYBE_RETURN_AFTER_VOTES of the device's votes cast after it.
 */
export function isDueMaybe(vote: LocalVote, record: readonly LocalVote[]): boolean {
  if (vote.vote !== 'maybe' || (vote.maybes ?? 1) > MAYBE_RETURNS_MAX) {
    return false;
  }
  return record.filter((other) => other.timestamp > vote.timestamp).length >= MAYBE_RETURN_AFTER_VOTES;
}

/** How many times the name has been put to maybe after `next`: a maybe again counts only once it came back. */
function maybesAfter(previous: LocalVote | undefined, next: VoteValue, record: readonly LocalVote[]): number {
  const before = previous?.maybes ?? 0;
  if (next !== 'maybe' || (previous?.vote === 'maybe' && !isDueMaybe(previous, record))) {
    return before;
  }
  return before + 1;
}

function newestFirst(votes: LocalVote[]): LocalVote[] {
  return [...votes].sort((a, b) => b.timestamp - a.timestamp);
}

/** The record after `next` replaces `previous`: a different value is a change, remembered until the next one. */
function withChange(previous: LocalVote | undefined, next: LocalVote, elsewhere: boolean): LocalVote {
  if (!previous) {
    return next;
  }
  if (previous.vote === next.vote) {
    return { ...next, change: previous.change };
  }
  return { ...next, change: { from: previous.vote, elsewhere } };
}

/**
 * The device's votes as the screens see them (spec §4 Vote): one vote per name, newest first, listeners notified
 * on every change, kept in IndexedDB so that History, the Votes badge and the deck know them after an offline
 * reload. A vote on a name already voted on is a change and says so.
 */
export function createVotesStore(db: VoteDb, now: () => number = Date.now) {
  const store = createStore<LocalVote[]>([]);
  const voteCallbacks = new Set<VoteCallback>();

  const write = (changed: LocalVote[], removed: string[]) => {
    const touched = new Set([...changed.map((vote) => vote.id), ...removed]);
    changed.forEach((vote) => db.put('vote', vote.id, vote));
    removed.forEach((id) => db.remove('vote', id));
    store.set(newestFirst([...store.get().filter((vote) => !touched.has(vote.id)), ...changed]));
  };

  /** Takes the server's word for every name not in `keep`; `complete` when `remote` is the whole list. */
  const applyRemote = (remote: Vote[], keep: ReadonlySet<string>, complete: boolean) => {
    const local = new Map(store.get().map((vote) => [vote.id, vote]));
    const fromServer = remote.filter((vote) => !keep.has(vote.nameId));
    const changed = fromServer.flatMap((vote) => {
      const previous = local.get(vote.nameId);
      const next: LocalVote = {
        id: vote.nameId,
        name: vote.name,
        gender: vote.gender,
        vote: valueOf(vote),
        timestamp: Date.parse(vote.votedAt),
        ...(vote.maybes === undefined ? {} : { maybes: vote.maybes }),
      };
      const merged = withChange(previous, next, true);
      return previous && JSON.stringify(previous) === JSON.stringify(merged) ? [] : [merged];
    });
    const onServer = new Set(remote.map((vote) => vote.nameId));
    const removed = complete ? [...local.keys()].filter((id) => !onServer.has(id) && !keep.has(id)) : [];
    if (changed.length > 0 || removed.length > 0) {
      write(changed, removed);
    }
  };

  return {
    get: store.get,
    subscribe: (listener: Listener) => store.subscribe(listener),
    /** Reads the stored record; called once at start, before any vote. */
    async load(): Promise<void> {
      const stored = (await db.load('vote')).flatMap((value) => {
        const parsed = check(localVoteSchema, value);
        return parsed.issues ? [] : [parsed.value];
      });
      store.set(newestFirst(stored));
    },
    voteOf(nameId: string): VoteValue | undefined {
      return store.get().find((vote) => vote.id === nameId)?.vote;
    },
    /** Whether the name's vote is a maybe that is due to come back (decision 86). */
    isDueMaybe(nameId: string): boolean {
      const vote = store.get().find((entry) => entry.id === nameId);
      return vote !== undefined && isDueMaybe(vote, store.get());
    },
    setVote(item: VotedName, vote: VoteValue, timestamp: number = now()): void {
      const previous = store.get().find((entry) => entry.id === item.id);
      const maybes = maybesAfter(previous, vote, store.get());
      const next = {
        id: item.id,
        name: item.name,
        gender: item.gender,
        vote,
        timestamp,
        ...(maybes > 0 ? { maybes } : {}),
      };
      write([withChange(previous, next, false)], []);
      for (const callback of [...voteCallbacks]) {
        callback(item.id, vote);
      }
    },
    removeVote(nameId: string): void {
      if (store.get().some((entry) => entry.id === nameId)) {
        write([], [nameId]);
      }
    },
    /** Replaces the local list with the server's (spec §4 Remote votes); `keep` names local votes not yet settled. */
    replaceWithRemote(remote: Vote[], keep: ReadonlySet<string> = new Set()): void {
      applyRemote(remote, keep, true);
    },
    /** Upserts server votes without dropping others (used for the filtered lists, likes or dislikes only). */
    mergeRemote(remote: Vote[], keep: ReadonlySet<string> = new Set()): void {
      applyRemote(remote, keep, false);
    },
    onVote(callback: VoteCallback): () => void {
      voteCallbacks.add(callback);
      return () => {
        voteCallbacks.delete(callback);
      };
    },
  };
}

export type VotesStore = ReturnType<typeof createVotesStore>;

export const votesStore = createVotesStore(voteDb);
