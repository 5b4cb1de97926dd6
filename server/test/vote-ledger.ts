import type { Db } from '../src/db/db';
import type { VoteAction } from './vote-outbox';

/** What a name's row should say after an action: its approved flag, or absent after an unvote. */
type Outcome = boolean | 'absent';

function outcomeOf(action: VoteAction): Outcome {
  return action.kind === 'vote' ? action.approved : 'absent';
}

/** The device's votes as stored: name id → approved. */
export async function storedVotes(db: Db, deviceId: string): Promise<Map<string, boolean>> {
  const rows = await db
    .selectFrom('votes')
    .select(['name_id', 'approved'])
    .where('device_id', '=', deviceId)
    .execute();
  return new Map(rows.map((row) => [row.name_id, row.approved === 1]));
}

/** Every action a client made, per name and in order, to judge what the database may hold at any moment. */
export class VoteLedger {
  private readonly byName = new Map<string, VoteAction[]>();

  record(action: VoteAction): VoteAction {
    this.byName.set(action.nameId, [...(this.byName.get(action.nameId) ?? []), action]);
    return action;
  }

  /**
   * Names whose stored state contradicts an acknowledged action: a name must hold the outcome of its last
   * acknowledged action or of a later one (sent, committed, but its RECEIPT lost with the server).
   */
  contradictions(acknowledged: readonly VoteAction[], stored: ReadonlyMap<string, boolean>): string[] {
    const lastAcknowledged = new Map<string, number>();
    const wrong: string[] = [];
    for (const action of acknowledged) {
      const index = this.byName.get(action.nameId)?.indexOf(action) ?? -1;
      if (index === -1) {
        wrong.push(action.nameId);
      }
      lastAcknowledged.set(action.nameId, Math.max(index, lastAcknowledged.get(action.nameId) ?? 0));
    }
    for (const [nameId, index] of lastAcknowledged) {
      const allowed = (this.byName.get(nameId) ?? []).slice(index).map(outcomeOf);
      if (!allowed.includes(stored.get(nameId) ?? 'absent')) {
        wrong.push(nameId);
      }
    }
    return wrong;
  }

  /** The final state: every name's last action applied exactly once. */
  expected(): Map<string, boolean> {
    const votes = new Map<string, boolean>();
    for (const [nameId, actions] of this.byName) {
      const last = actions.at(-1);
      if (last?.kind === 'vote') {
        votes.set(nameId, last.approved);
      }
    }
    return votes;
  }
}
