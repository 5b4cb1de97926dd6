import { MAYBE_RETURN_AFTER_VOTES, MAYBE_RETURNS_MAX } from '@name-swiper/contract/constants';
import type { Db } from '../db/db';

/**
 * The device's maybes that are due to come back (decision 86): put to maybe at most MAYBE_RETURNS_MAX times, with
 * at least MAYBE_RETURN_AFTER_VOTES of the device's votes cast after them. `nameIds` narrows the question to those
 * names. Each maybe is counted through the votes' (device_id, voted_at) index; a device has few maybes.
 */
export async function dueMaybes(db: Db, deviceId: string, nameIds?: readonly string[]): Promise<Set<string>> {
  if (nameIds?.length === 0) {
    return new Set();
  }
  let query = db
    .selectFrom('votes as m')
    .select('m.name_id')
    .where('m.device_id', '=', deviceId)
    .where('m.feeling', '=', 'maybe')
    .where('m.maybes', '<=', MAYBE_RETURNS_MAX)
    .where((eb) =>
      eb(
        eb
          .selectFrom('votes as later')
          .select((count) => count.fn.countAll<number | string>().as('votes'))
          .where('later.device_id', '=', deviceId)
          .whereRef('later.voted_at', '>', 'm.voted_at'),
        '>=',
        MAYBE_RETURN_AFTER_VOTES,
      ),
    );
  if (nameIds) {
    query = query.where('m.name_id', 'in', [...nameIds]);
  }
  return new Set((await query.execute()).map((row) => row.name_id));
}
