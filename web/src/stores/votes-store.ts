import type { Gender } from '@name-swiper/contract/constants';
import type { Vote } from '@name-swiper/contract/votes';
import type { Listener } from './create-store';
import { createStore } from './create-store';

export type VoteValue = 'like' | 'dislike';

/** The local vote record of spec §3. */
export interface LocalVote {
  id: string;
  name: string;
  gender: Gender;
  vote: VoteValue;
  timestamp: number;
}

export interface VotedName {
  id: string;
  name: string;
  gender: Gender;
}

export type VoteCallback = (nameId: string, vote: VoteValue) => void;

/** A swipe 'yes' maps to like; anything else to dislike (spec §4). */
export function voteFromSwipe(answer: string): VoteValue {
  return answer === 'yes' ? 'like' : 'dislike';
}

function toLocalVote(vote: Vote): LocalVote {
  return {
    id: vote.nameId,
    name: vote.name,
    gender: vote.gender,
    vote: vote.approved ? 'like' : 'dislike',
    timestamp: Date.parse(vote.votedAt),
  };
}

function newestFirst(votes: LocalVote[]): LocalVote[] {
  return [...votes].sort((a, b) => b.timestamp - a.timestamp);
}

/**
 * The device's votes as the screens see them (spec §4 Vote): one vote per name, updated in place, newest first,
 * listeners notified on every change.
 */
export function createVotesStore(now: () => number = Date.now) {
  const store = createStore<LocalVote[]>([]);
  const voteCallbacks = new Set<VoteCallback>();

  return {
    get: store.get,
    subscribe: (listener: Listener) => store.subscribe(listener),
    voteOf(nameId: string): VoteValue | undefined {
      return store.get().find((vote) => vote.id === nameId)?.vote;
    },
    setVote(item: VotedName, vote: VoteValue): void {
      const timestamp = now();
      const existing = store.get().find((entry) => entry.id === item.id);
      const updated: LocalVote = existing
        ? { ...existing, vote, timestamp }
        : { id: item.id, name: item.name, gender: item.gender, vote, timestamp };
      const others = store.get().filter((entry) => entry.id !== item.id);
      store.set(newestFirst([updated, ...others]));
      for (const callback of [...voteCallbacks]) {
        callback(item.id, vote);
      }
    },
    removeVote(nameId: string): void {
      const remaining = store.get().filter((entry) => entry.id !== nameId);
      if (remaining.length !== store.get().length) {
        store.set(remaining);
      }
    },
    /** Replaces the local list with the server's (spec §4 Remote votes); `keep` names local votes not yet on the server. */
    replaceWithRemote(remote: Vote[], keep: ReadonlySet<string> = new Set()): void {
      const kept = store.get().filter((entry) => keep.has(entry.id));
      const keptIds = new Set(kept.map((entry) => entry.id));
      const fromServer = remote.filter((vote) => !keptIds.has(vote.nameId)).map(toLocalVote);
      store.set(newestFirst([...kept, ...fromServer]));
    },
    /** Upserts server votes without dropping others (used for the filtered lists, likes or dislikes only). */
    mergeRemote(remote: Vote[], keep: ReadonlySet<string> = new Set()): void {
      const incoming = remote.filter((vote) => !keep.has(vote.nameId)).map(toLocalVote);
      const incomingIds = new Set(incoming.map((vote) => vote.id));
      const others = store.get().filter((entry) => !incomingIds.has(entry.id));
      store.set(newestFirst([...others, ...incoming]));
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

export const votesStore = createVotesStore();
