import { FOLDER } from '@portal/domain/folders';
import { EmptyState } from '@portal/ui/empty-state';
import {
  defaultRangeExtractor,
  elementScroll,
  observeElementOffset,
  useVirtualizer,
  type Range,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { useCallback, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MailItem } from '#inbox/api/mail.ts';
import { useLabelsById } from '#inbox/api/labels.ts';
import { MailRow, type RowClick } from '#inbox/components/mail-row.tsx';
import * as styles from '#inbox/components/inbox.css.ts';
import { useFillViewport } from '#inbox/hooks/use-fill-viewport.ts';
import { isTyping } from '#inbox/hooks/use-inbox-shortcuts.ts';
import type { MailSelection } from '#inbox/hooks/use-mail-selection.ts';

type ListVirtualizer = Virtualizer<HTMLDivElement, Element>;

/**
 * The list's box as its ResizeObserver reports it, after the browser's own layout. The library's
 * observer also measures the box the moment the list mounts, which forces a layout of the whole
 * page in the middle of React's commit: on a throttled phone the inbox's longest task (decision 046).
 */
function observeListBox(
  instance: ListVirtualizer,
  onRect: (rect: { width: number; height: number }) => void,
) {
  const element = instance.scrollElement;
  if (!element || typeof ResizeObserver === 'undefined') {
    onRect(UNMEASURED);
    return;
  }
  const observer = new ResizeObserver(([entry]) => {
    const box = entry?.borderBoxSize[0];
    const rect = box ? { width: box.inlineSize, height: box.blockSize } : UNMEASURED;
    onRect(
      rect.height > 0
        ? { width: Math.round(rect.width), height: Math.round(rect.height) }
        : UNMEASURED,
    );
  });
  observer.observe(element, { box: 'border-box' });
  return () => observer.disconnect();
}

/**
 * The scroll position, first read in the frame after the list mounts (a new list is at its top,
 * the virtualizer's initial offset) rather than during the commit, for the same reason.
 */
function observeScrollAfterLayout(
  instance: ListVirtualizer,
  onOffset: (offset: number, isScrolling: boolean) => void,
) {
  let stop: (() => void) | undefined;
  const frame = requestAnimationFrame(() => {
    stop = observeElementOffset(instance, onOffset);
  });
  return () => {
    cancelAnimationFrame(frame);
    stop?.();
  };
}

const placed = new WeakSet<Element>();

/**
 * Scrolls the list, except the virtualizer's first scroll of a list just mounted to the top it is
 * already at: scrolling there would force the same layout mid-commit.
 */
function scrollUnlessJustMounted(
  offset: number,
  options: { adjustments?: number; behavior?: ScrollBehavior },
  instance: ListVirtualizer,
) {
  const element = instance.scrollElement;
  if (element && !placed.has(element)) {
    placed.add(element);
    if (offset === 0) return;
  }
  elementScroll(offset, options, instance);
}

/** What an empty list says, and what to try next. */
function emptyMessages(search: string | undefined, folderId: number | undefined) {
  if (search !== undefined) return { title: 'inbox.search.empty', hint: 'inbox.search.emptyHint' };
  if (folderId === FOLDER.inbox)
    return { title: 'inbox.empty.inbox', hint: 'inbox.empty.inboxHint' };
  if (folderId === FOLDER.deletedItems) {
    return { title: 'inbox.empty.deleted', hint: 'inbox.empty.deletedHint' };
  }
  if (folderId !== undefined && folderId > 0) {
    return { title: 'inbox.empty.folder', hint: 'inbox.empty.folderHint' };
  }
  return { title: 'inbox.empty', hint: undefined };
}

/** Every row is one height, so the list knows where any row is without measuring it. */
export const ROW_HEIGHT = 64;
/** A search's rows have a line more: where the scan matched (inbox.css.ts searchRow). */
export const SEARCH_ROW_HEIGHT = 84;
const UNMEASURED = { width: 800, height: 12 * ROW_HEIGHT };
/**
 * How the list fills the window (useFillViewport), and the preview beside it with it: ending the
 * page's own padding above the window's bottom edge, never shorter than five rows.
 */
export const FILL_WINDOW = { bottomGap: 16, minHeight: 5 * ROW_HEIGHT };

interface MailListProps {
  items: readonly MailItem[];
  selection: MailSelection;
  search: string | undefined;
  /** The folder shown (undefined for a search): what its empty state suggests. */
  folderId: number | undefined;
  /** Out of sight while an opened item takes the screen (phones); back, it returns to its row. */
  hidden: boolean;
}

/**
 * The mail of the view as a grid of rows, only those in sight in the DOM (10,000 items scroll as
 * lightly as 10). Focus roves: the keyboard's row is the one tab stop and takes focus as it moves,
 * and it stays in the DOM when scrolled out of sight, so focus is never lost to the page.
 */
export function MailList({ items, selection, search, folderId, hidden }: MailListProps) {
  const intl = useIntl();
  const labelsById = useLabelsById();
  const scrollRef = useRef<HTMLDivElement>(null);
  const idPrefix = useId();
  const fillViewport = useFillViewport(FILL_WINDOW);
  const attachScroller = useCallback(
    (element: HTMLDivElement | null) => {
      scrollRef.current = element;
      const stopFilling = fillViewport(element);
      return () => {
        scrollRef.current = null;
        stopFilling?.();
      };
    },
    [fillViewport],
  );
  const rowHeight = search === undefined ? ROW_HEIGHT : SEARCH_ROW_HEIGHT;
  const { active } = selection;
  const tabStop = active ?? 0;
  const keepTabStop = useCallback(
    (range: Range) =>
      [...new Set([...defaultRangeExtractor(range), tabStop])].sort((a, b) => a - b),
    [tabStop],
  );
  // The virtualizer's functions change under React Compiler's feet; this component is not memoized.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 6,
    // Until the list has a size (first paint; nothing is laid out in jsdom), a screenful of rows.
    initialRect: UNMEASURED,
    observeElementRect: observeListBox,
    observeElementOffset: observeScrollAfterLayout,
    scrollToFn: scrollUnlessJustMounted,
    rangeExtractor: keepTabStop,
  });

  useEffect(() => virtualizer.measure(), [rowHeight, virtualizer]);

  // The keyboard's row comes into sight and takes focus when it moves (j from anywhere but a field),
  // and when the focused row left the list (recycled, moved) and focus fell to the page.
  const activeId = active === null ? undefined : items[active]?.mailId;
  const listHasFocus = useRef(false);
  // By item, not place: new mail arriving above shifts the place but is no move of the keyboard's.
  const movedFrom = useRef(activeId);
  const wasHidden = useRef(hidden);
  useLayoutEffect(() => {
    // Back from a phone's opened item counts as a move: the list lost its scroll while hidden, so
    // its row comes back to the middle, the same place whatever the list showed before.
    const back = wasHidden.current && !hidden;
    const moved = back || movedFrom.current !== activeId;
    movedFrom.current = activeId;
    wasHidden.current = hidden;
    if (active === null || hidden) return;
    virtualizer.scrollToIndex(active, { align: back ? 'center' : 'auto' });
    const focused = document.activeElement;
    const lostToPage = focused === document.body && listHasFocus.current;
    if ((moved && !isTyping(focused)) || lostToPage || scrollRef.current?.contains(focused)) {
      document.getElementById(`${idPrefix}-${String(activeId)}`)?.focus({ preventScroll: true });
    }
  }, [active, activeId, hidden, virtualizer, idPrefix]);

  const onClick = useCallback(
    (item: MailItem, click: RowClick) => void selection.click(item, click),
    [selection],
  );
  const onCheck = useCallback(
    (item: MailItem, range: boolean) => selection.click(item, range ? 'range' : 'toggle'),
    [selection],
  );

  if (items.length === 0) {
    const empty = emptyMessages(search, folderId);
    return (
      <div ref={attachScroller} className={styles.scroller}>
        <EmptyState
          icon={search ? 'search' : 'inbox'}
          title={<FormattedMessage id={empty.title} />}
          description={empty.hint && <FormattedMessage id={empty.hint} />}
        />
      </div>
    );
  }

  return (
    <div
      ref={attachScroller}
      role="grid"
      aria-label={intl.formatMessage({ id: 'inbox.list.label' })}
      aria-multiselectable="true"
      aria-rowcount={items.length}
      className={styles.scroller}
      onFocus={() => (listHasFocus.current = true)}
      onBlur={(event) => {
        // Focus leaving for another control; a removed row blurs with nowhere to go (null).
        if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) {
          listHasFocus.current = false;
        }
      }}
    >
      <div className={styles.rows} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const item = items[row.index];
          if (!item) return null;
          return (
            <MailRow
              key={item.mailId}
              id={`${idPrefix}-${item.mailId}`}
              item={item}
              rowIndex={row.index + 1}
              top={row.start}
              selected={selection.has(item)}
              active={row.index === active}
              tabStop={row.index === tabStop}
              search={search}
              labelsById={labelsById}
              dragIds={selection.dragIds}
              onClick={onClick}
              onCheck={onCheck}
            />
          );
        })}
      </div>
    </div>
  );
}
