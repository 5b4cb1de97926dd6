import type { TagCount } from '@name-swiper/contract/tags';
import type { Db } from '../db/database';
import type { NameFilter } from './name-filter';
import { unvotedNames } from './name-filter';

/**
 * Every tag of the catalogue with the number of its names the deck would deal: unvoted and of the selected
 * genders; with tagMatch=all also carrying every selected tag. Tags left with none still appear (with 0), so
 * the filters screen can show and undo every selection.
 */
export async function tagCounts(db: Db, deviceId: string, filter: NameFilter): Promise<TagCount[]> {
  // With "any of", one tag's count does not depend on the others selected.
  const narrowing = filter.tagMatch === 'all' ? filter : { ...filter, tags: [] };
  const rows = await db
    .selectFrom('name_tags as t')
    .innerJoin('names as n', 'n.id', 't.name_id')
    .select([
      't.tag',
      (eb) =>
        eb.fn
          .count<number | string>(
            eb
              .case()
              .when('t.name_id', 'in', unvotedNames(db, deviceId, narrowing).select('n.id'))
              .then(1)
              .end(),
          )
          .as('remaining'),
    ])
    .where('n.active', '=', 1)
    .groupBy('t.tag')
    .orderBy('t.tag')
    .execute();
  return rows.map((row) => ({ tag: row.tag, remaining: Number(row.remaining) }));
}
