interface Toggle {
  /** Every row id, in display order. */
  ids: readonly string[];
  selected: ReadonlySet<string>;
  /** The row whose checkbox was clicked, and its new state. */
  id: string;
  checked: boolean;
  /** The row clicked last without Shift: where a Shift+click range starts. */
  anchorId: string | undefined;
  /** Shift was held: apply the new state to every row from the anchor to this one. */
  range: boolean;
}

/** The selection after a row's checkbox is clicked, with Shift extending it over a range. */
export function toggleSelection({
  ids,
  selected,
  id,
  checked,
  anchorId,
  range,
}: Toggle): Set<string> {
  const next = new Set(selected);
  const from = anchorId === undefined ? -1 : ids.indexOf(anchorId);
  const to = ids.indexOf(id);
  const affected =
    range && from >= 0 && to >= 0 ? ids.slice(Math.min(from, to), Math.max(from, to) + 1) : [id];
  for (const rowId of affected) {
    if (checked) next.add(rowId);
    else next.delete(rowId);
  }
  return next;
}

/** Select all when anything is left unselected; otherwise clear the rows shown. */
export function toggleAll(ids: readonly string[], selected: ReadonlySet<string>): Set<string> {
  const next = new Set(selected);
  const allSelected = ids.every((id) => selected.has(id));
  for (const id of ids) {
    if (allSelected) next.delete(id);
    else next.add(id);
  }
  return next;
}
