import { randomUUID } from 'node:crypto';
import type { Db } from '../src/db/db';
import { setDeviceName } from '../src/domain/devices';
import { acceptInvite, createInvite } from '../src/domain/invites';

export interface SupportingFamily {
  /** The parents, the first of whom invited everyone. */
  parents: string[];
  supporters: string[];
}

/**
 * A family through the domain: the first parent invites the other parents with the spec's code and the supporters
 * with a supporter's code (decision 89); each member is named as given.
 */
export async function supportingFamily(
  db: Db,
  parentNames: readonly string[],
  supporterNames: readonly string[],
): Promise<SupportingFamily> {
  const parents = parentNames.map(() => randomUUID());
  const supporters = supporterNames.map(() => randomUUID());
  const [first = randomUUID(), ...others] = parents;
  for (const [index, name] of parentNames.entries()) {
    await setDeviceName(db, parents[index] ?? '', name);
  }
  for (const [index, name] of supporterNames.entries()) {
    await setDeviceName(db, supporters[index] ?? '', name);
  }
  for (const parent of others) {
    await acceptInvite(db, parent, await createInvite(db, first));
  }
  for (const supporter of supporters) {
    await acceptInvite(db, supporter, await createInvite(db, first, Date.now(), 'supporter'));
  }
  return { parents, supporters };
}
