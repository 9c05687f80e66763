/**
 * Infinite scroll for the audit log and transactions (§4): pages of 20; page 0 replaces the list,
 * later pages append, and the fetch reports whether the page had entries (no entries: stop asking).
 */

export const PAGE_SIZE = 20;

export interface MergedPage<T> {
  items: T[];
  hadEntries: boolean;
}

/**
 * Merges a fetched page into the list on screen. When rows were added since the first page, a later
 * page repeats rows already shown: those keep their place and take the fresher copy, so no row
 * appears twice.
 */
export function mergePage<T>(
  current: readonly T[],
  page: readonly T[],
  pageIndex: number,
  idOf: (item: T) => string | number,
): MergedPage<T> {
  const base = pageIndex === 0 ? [] : current;
  const fresh = new Map(page.map((item) => [idOf(item), item]));
  const kept = base.map((item) => fresh.get(idOf(item)) ?? item);
  const shown = new Set(base.map(idOf));
  const added = [...fresh.values()].filter((item) => !shown.has(idOf(item)));
  return { items: [...kept, ...added], hadEntries: page.length > 0 };
}
