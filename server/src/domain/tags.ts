import type { TagCount } from '@name-swiper/contract/tags';
import type { Db } from '../db/database';

/** Every tag of the catalogue with the number of its names the device has not voted on yet. */
export async function tagCounts(db: Db, deviceId: string): Promise<TagCount[]> {
  const rows = await db
    .selectFrom('name_tags as t')
    .innerJoin('names as n', 'n.id', 't.name_id')
    .leftJoin('votes as v', (join) =>
      join.onRef('v.name_id', '=', 't.name_id').on('v.device_id', '=', deviceId),
    )
    .select([
      't.tag',
      (eb) => eb.fn.count<number | string>('t.name_id').as('total'),
      (eb) => eb.fn.count<number | string>('v.name_id').as('voted'),
    ])
    .where('n.active', '=', 1)
    .groupBy('t.tag')
    .orderBy('t.tag')
    .execute();
  return rows.map((row) => ({ tag: row.tag, remaining: Number(row.total) - Number(row.voted) }));
}
