import { outbox } from '../../stores/outbox-store';
import type { VotedName, VoteValue } from '../../stores/votes-store';
import { votesStore } from '../../stores/votes-store';
import { realtimeClient } from './realtime-client';
import { createVoteSender } from './vote-sender';

export const voteSender = createVoteSender(realtimeClient, outbox);

/** Records a vote locally and sends it to the server (spec §4 Vote, §7.2 /app/name/vote). */
export function castVote(item: VotedName, vote: VoteValue): void {
  votesStore.setVote(item, vote);
  voteSender.sendVote(item.id, vote === 'like');
}

/** Removes a vote locally and on the server (undo; /app/name/unvote). */
export function retractVote(nameId: string): void {
  votesStore.removeVote(nameId);
  voteSender.sendUnvote(nameId);
}
