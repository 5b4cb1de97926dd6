import type { Gender } from '@name-swiper/contract/constants';
import { GENDERS } from '@name-swiper/contract/constants';
import type { TagMatch } from '@name-swiper/contract/names';
import { sql } from 'kysely';
import type { Db } from '../db/database';

/** The deck's filters: tags combined by `tagMatch`, and genders; an empty list filters nothing. */
export interface NameFilter {
  tags: string[];
  genders: Gender[];
  tagMatch: TagMatch;
}

/** Active names the device has not voted on that pass the filter; the caller picks the columns. */
export function unvotedNames(db: Db, deviceId: string, filter: NameFilter) {
  let query = db
    .selectFrom('names as n')
    .where('n.active', '=', 1)
    // The device's few hundred votes are read once, not probed once per catalogue name.
    .where('n.id', 'not in', (eb) =>
      eb.selectFrom('votes as v').select('v.name_id').where('v.device_id', '=', deviceId),
    );
  const tags = [...new Set(filter.tags)];
  if (tags.length > 0 && filter.tagMatch === 'any') {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('name_tags as t')
          .select(sql.lit(1).as('one'))
          .whereRef('t.name_id', '=', 'n.id')
          .where('t.tag', 'in', tags),
      ),
    );
  }
  if (tags.length > 0 && filter.tagMatch === 'all') {
    query = query.where('n.id', 'in', (eb) =>
      eb
        .selectFrom('name_tags as t')
        .select('t.name_id')
        .where('t.tag', 'in', tags)
        .groupBy('t.name_id')
        // (tag, name_id) is the key of name_tags, so a name with every tag has one row per tag.
        .having((having) => having.fn.countAll(), '=', tags.length),
    );
  }
  const genders = [...new Set(filter.genders)];
  if (genders.length > 0 && genders.length < GENDERS.length) {
    query = query.where('n.gender', 'in', genders);
  }
  return query;
}
