import { toggleAll, toggleSelection } from '@portal/ui/selection';
import { useMemo, useState } from 'react';
import type { MailItem } from '#inbox/api/mail.ts';
import type { RowClick } from '#inbox/components/mail-row.tsx';

export interface MailSelection {
  /** The selected items, in list order: what the toolbar and the preview act on. */
  items: MailItem[];
  has: (item: MailItem) => boolean;
  /**
   * The item being read: opened by a click, Enter or `o`, and always the whole selection. Any
   * other change of the selection closes it, so the preview never shows an item the toolbar does
   * not act on.
   */
  opened: MailItem | undefined;
  /** Applies a click; false when the verification gate refused it. */
  click: (item: MailItem, click: RowClick) => boolean;
  /** The row the keyboard is on (an index into the list), or null before any. */
  active: number | null;
  /**
   * Moves the active row by `step`. While an item is open the next one opens in its place (as
   * webmail does); with `extend` the selection follows the move instead (Shift+j/k).
   */
  move: (step: number, extend: boolean) => void;
  /** Opens the active row, or the first before any (Enter, `o`). */
  openActive: () => void;
  /** Selects or unselects the active row (x, Space). */
  toggleActive: () => void;
  /** Selects every loaded item, or clears them all when all are selected. */
  toggleAll: () => void;
  /** Nothing selected and nothing open (Esc, Back); the keyboard stays on its row. */
  clear: () => void;
  /** What dragging `item` carries: the whole selection if it is in it, else the item alone. */
  dragIds: (item: MailItem) => number[];
}

/**
 * The inbox's selection, open item and keyboard position over the items of one view (a new view
 * starts afresh, with `startOpen` open: the inbox keys its workspace by view). `allowed` is the §4 verification gate:
 * while it is false every attempt to select or open calls `onRefused` instead.
 */
export function useMailSelection(
  items: readonly MailItem[],
  allowed: boolean,
  onRefused: () => void,
  startOpen?: number,
): MailSelection {
  // The item the address asks for (`?open=`, Action Required's links) starts open if listed.
  const [start] = useState(() => {
    const at = allowed ? items.findIndex((item) => item.mailId === startOpen) : -1;
    return at < 0 ? undefined : { id: String(startOpen), at };
  });
  const [selected, setSelected] = useState<ReadonlySet<string>>(
    () => new Set(start ? [start.id] : []),
  );
  const [anchor, setAnchor] = useState(start?.id);
  const [active, setActive] = useState<number | null>(start?.at ?? null);
  const [opened, setOpened] = useState<string | null>(start?.id ?? null);
  // The keyboard stays on its item when the list changes (sorted, refreshed), and when the item
  // leaves (recycled, moved) it goes to the next one still listed, as a webmail's cursor does.
  const [listed, setListed] = useState(items);
  if (listed !== items) {
    setListed(items);
    if (active !== null) setActive(placeAfterChange(listed, items, active));
  }

  return useMemo(() => {
    const ids = items.map((item) => String(item.mailId));
    const indexOf = (item: MailItem) => ids.indexOf(String(item.mailId));
    const gate = () => {
      if (!allowed) onRefused();
      return allowed;
    };
    /** A new selection at row `at`; it closes the open item unless it is that item alone. */
    const select = (next: ReadonlySet<string>, at: number, newAnchor?: string) => {
      setSelected(next);
      setActive(at);
      setOpened(null);
      if (newAnchor !== undefined) setAnchor(newAnchor);
    };
    const open = (at: number) => {
      const id = ids[at];
      if (id === undefined || !gate()) return;
      setSelected(new Set([id]));
      setActive(at);
      setAnchor(id);
      setOpened(id);
    };
    const range = (id: string) =>
      toggleSelection({ ids, selected, id, checked: true, anchorId: anchor, range: true });
    const shownActive = active !== null && active < items.length ? active : null;
    const openedItem =
      opened !== null && selected.size === 1 && selected.has(opened)
        ? items.find((item) => String(item.mailId) === opened)
        : undefined;

    return {
      items: selected.size === 0 ? [] : items.filter((item) => selected.has(String(item.mailId))),
      has: (item) => selected.has(String(item.mailId)),
      opened: openedItem,
      active: shownActive,
      click: (item, click) => {
        if (click === 'only') {
          open(indexOf(item));
          return allowed;
        }
        if (!gate()) return false;
        const id = String(item.mailId);
        if (click === 'range') select(range(id), indexOf(item));
        else {
          const next = new Set(selected);
          if (!next.delete(id)) next.add(id);
          select(next, indexOf(item), id);
        }
        return true;
      },
      move: (step, extend) => {
        if (items.length === 0) return;
        const next = Math.min(items.length - 1, Math.max(0, (shownActive ?? -1) + step));
        const id = ids[next];
        if (extend && id !== undefined) {
          if (gate()) select(range(id), next, anchor ?? ids[shownActive ?? next]);
        } else if (openedItem) open(next);
        else setActive(next);
      },
      openActive: () => open(shownActive ?? 0),
      toggleActive: () => {
        const at = shownActive ?? 0;
        const id = ids[at];
        if (id === undefined || !gate()) return;
        const next = new Set(selected);
        if (!next.delete(id)) next.add(id);
        select(next, at, id);
      },
      toggleAll: () => {
        if (!gate()) return;
        setSelected(toggleAll(ids, selected));
        setOpened(null);
      },
      clear: () => {
        setSelected(new Set());
        setOpened(null);
      },
      dragIds: (item) =>
        selected.has(String(item.mailId))
          ? items.filter((each) => selected.has(String(each.mailId))).map((each) => each.mailId)
          : [item.mailId],
    };
  }, [items, selected, anchor, active, opened, allowed, onRefused]);
}

/** Where the row at `index` of `before` is in `after`: the same item, else the next still listed. */
function placeAfterChange(
  before: readonly MailItem[],
  after: readonly MailItem[],
  index: number,
): number | null {
  const place = new Map(after.map((item, at) => [item.mailId, at]));
  const next = before.slice(index).find((item) => place.has(item.mailId));
  if (next) return place.get(next.mailId) ?? null;
  return after.length > 0 ? after.length - 1 : null;
}
