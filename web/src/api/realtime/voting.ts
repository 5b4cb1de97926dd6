import { outbox } from '../../stores/outbox-store';
import type { VotedName, VoteValue } from '../../stores/votes-store';
import { isLikeValue, votesStore } from '../../stores/votes-store';
import { realtimeClient } from './realtime-client';
import { createVoteSender } from './vote-sender';

export const voteSender = createVoteSender(realtimeClient, outbox);

/**
 * Records a vote locally and sends it to the server (spec §4 Vote, §7.2 /app/name/vote): a love as a like with the
 * feeling beside it, a maybe as a dislike with the feeling, so that a server without feelings keeps the name out of
 * the deck either way.
 */
export function castVote(item: VotedName, vote: VoteValue): void {
  const at = Date.now();
  votesStore.setVote(item, vote, at);
  const feeling = vote === 'love' || vote === 'maybe' ? vote : undefined;
  voteSender.sendVote(item.id, isLikeValue(vote), at, feeling);
}

/** Removes a vote locally and on the server (undo; /app/name/unvote). */
export function retractVote(nameId: string): void {
  votesStore.removeVote(nameId);
  voteSender.sendUnvote(nameId);
}

/**
 * Whether the name has a vote, made here or known from the server, even one still waiting in the outbox; a maybe
 * that is due to come back (decision 86) is no vote for the deck.
 */
export function hasVoted(nameId: string): boolean {
  if (votesStore.isDueMaybe(nameId)) {
    return false;
  }
  return (
    votesStore.voteOf(nameId) !== undefined ||
    outbox.get().some((entry) => entry.nameId === nameId && entry.kind === 'vote')
  );
}

/** Loads the vote record and the outbox from IndexedDB; the app starts once they are there. */
export async function loadVotes(): Promise<void> {
  await Promise.all([votesStore.load(), outbox.load()]);
}
