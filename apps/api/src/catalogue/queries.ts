import type { Kysely } from 'kysely';
import type { Tables } from '#platform/db/tables.ts';

/** The brand's mail-receiving locations, by state and city. */
export async function locationsOf(db: Kysely<Tables>, webpage: string) {
  return db
    .selectFrom('locations')
    .selectAll()
    .where('webpage', '=', webpage)
    .orderBy('state')
    .orderBy('city')
    .orderBy('location_id')
    .execute();
}

/** The brand's public plans in the order it shows them. */
export async function publicPlansOf(db: Kysely<Tables>, webpage: string) {
  return db
    .selectFrom('plans')
    .selectAll()
    .where('webpage', '=', webpage)
    .where('public', '=', true)
    .orderBy('sort_order')
    .orderBy('plan_id')
    .execute();
}
