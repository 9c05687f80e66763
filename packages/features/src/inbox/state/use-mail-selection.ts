import { toggleAll, toggleSelection } from '@portal/ui/selection';
import { useMemo, useState } from 'react';
import type { MailItem } from '#inbox/api/mail.ts';
import type { RowClick } from '#inbox/components/mail-row.tsx';

export interface MailSelection {
  /** The selected items, in list order. */
  items: MailItem[];
  has: (item: MailItem) => boolean;
  /** Applies a click; false when the verification gate refused it. */
  click: (item: MailItem, click: RowClick) => boolean;
  /** The row the keyboard is on (an index into the list), or null before any. */
  active: number | null;
  /** Moves the active row by `step`; with `extend` the selection follows it (Shift+arrows). */
  move: (step: number, extend: boolean) => void;
  /** Selects or unselects the active row (x, Space). */
  toggleActive: () => void;
  /** Selects every loaded item, or clears them all when all are selected. */
  toggleAll: () => void;
  clear: () => void;
  /** What dragging `item` carries: the whole selection if it is in it, else the item alone. */
  dragIds: (item: MailItem) => number[];
}

/**
 * The inbox's selection and keyboard position over the items of one view (a new view starts a
 * new selection: the inbox keys its workspace by view). `allowed` is the §4 verification gate:
 * while it is false every attempt to select calls `onRefused` instead.
 */
export function useMailSelection(
  items: readonly MailItem[],
  allowed: boolean,
  onRefused: () => void,
): MailSelection {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [anchor, setAnchor] = useState<string | undefined>();
  const [active, setActive] = useState<number | null>(null);

  return useMemo(() => {
    const ids = items.map((item) => String(item.mailId));
    const indexOf = (item: MailItem) => ids.indexOf(String(item.mailId));
    const gate = () => {
      if (!allowed) onRefused();
      return allowed;
    };
    const select = (next: ReadonlySet<string>, at: number, newAnchor?: string) => {
      setSelected(next);
      setActive(at);
      if (newAnchor !== undefined) setAnchor(newAnchor);
    };
    const range = (id: string, checked = true) =>
      toggleSelection({ ids, selected, id, checked, anchorId: anchor, range: true });

    return {
      items: items.filter((item) => selected.has(String(item.mailId))),
      has: (item) => selected.has(String(item.mailId)),
      active: active !== null && active < items.length ? active : null,
      click: (item, click) => {
        if (!gate()) return false;
        const id = String(item.mailId);
        if (click === 'range') select(range(id), indexOf(item));
        else if (click === 'toggle') {
          const next = new Set(selected);
          if (!next.delete(id)) next.add(id);
          select(next, indexOf(item), id);
        } else select(new Set([id]), indexOf(item), id);
        return true;
      },
      move: (step, extend) => {
        if (items.length === 0) return;
        const next = Math.min(items.length - 1, Math.max(0, (active ?? -1) + step));
        const id = ids[next];
        if (!extend || id === undefined) return setActive(next);
        if (!gate()) return;
        select(range(id), next, anchor ?? ids[active ?? next]);
      },
      toggleActive: () => {
        const id = active === null ? undefined : ids[active];
        if (id === undefined || !gate()) return;
        const next = new Set(selected);
        if (!next.delete(id)) next.add(id);
        select(next, active ?? 0, id);
      },
      toggleAll: () => {
        if (gate()) setSelected(toggleAll(ids, selected));
      },
      clear: () => setSelected(new Set()),
      dragIds: (item) =>
        selected.has(String(item.mailId))
          ? items.filter((each) => selected.has(String(each.mailId))).map((each) => each.mailId)
          : [item.mailId],
    };
  }, [items, selected, anchor, active, allowed, onRefused]);
}
