import { isParcel, statusLabel } from '@portal/domain/mail-status';
import { Icon } from '@portal/ui/icon';
import { LabelChips } from '@portal/ui/label-chip';
import { memo, type MouseEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Label } from '#inbox/api/labels.ts';
import type { MailItem } from '#inbox/api/mail.ts';
import * as styles from '#inbox/components/inbox.css.ts';

/** The drag data of mail being dragged onto a folder: its ids as JSON. */
export const DRAGGED_MAIL_TYPE = 'application/x-portal-mail-ids';

/** How a click on a row was meant: alone, extending a range (Shift), or adding one (Ctrl/⌘). */
export type RowClick = 'only' | 'range' | 'toggle';

interface MailRowProps {
  item: MailItem;
  /** Its 1-based place in the whole list, for screen readers (the list shows only some rows). */
  rowIndex: number;
  selected: boolean;
  active: boolean;
  /** The list's one tab stop (roving focus): the keyboard's row, or the first before any. */
  tabStop: boolean;
  /** The search's words, marked where they occur in the name and blurb. */
  search: string | undefined;
  /** The member's labels, to show the item's by name and colour (decision 104). */
  labelsById: ReadonlyMap<number, Label>;
  /** Ids dragged along when this row is dragged: the selection, when the row is in it. */
  dragIds: (item: MailItem) => number[];
  onClick: (item: MailItem, click: RowClick) => void;
  onCheck: (item: MailItem, range: boolean) => void;
  /** Sets its top; the list places rows absolutely. */
  top: number;
  id: string;
}

/**
 * One item of the list (§2): checkbox, envelope or parcel icon, name and labels over its blurb, the status
 * with the pending action in red (§4), weight and date; unread items are bold.
 */
export const MailRow = memo(function MailRow({
  item,
  rowIndex,
  selected,
  active,
  tabStop,
  search,
  labelsById,
  dragIds,
  onClick,
  onCheck,
  top,
  id,
}: MailRowProps) {
  const intl = useIntl();
  const click = (event: MouseEvent) =>
    onClick(item, event.shiftKey ? 'range' : event.ctrlKey || event.metaKey ? 'toggle' : 'only');
  return (
    <div
      id={id}
      role="row"
      aria-rowindex={rowIndex}
      aria-selected={selected}
      className={search === undefined ? styles.row : `${styles.row} ${styles.searchRow}`}
      tabIndex={tabStop ? 0 : -1}
      data-active={active || undefined}
      data-unread={!item.read || undefined}
      style={{ transform: `translateY(${top}px)` }}
      draggable
      onDragStart={(event) => {
        event.dataTransfer.setData(DRAGGED_MAIL_TYPE, JSON.stringify(dragIds(item)));
        event.dataTransfer.effectAllowed = 'move';
      }}
      onClick={click}
    >
      <div role="gridcell" className={styles.checkCell}>
        <input
          type="checkbox"
          className={styles.checkbox}
          checked={selected}
          tabIndex={-1}
          aria-label={intl.formatMessage({ id: 'inbox.list.select' }, { name: item.name })}
          onClick={(event) => {
            event.stopPropagation();
            onCheck(item, event.shiftKey);
          }}
          onChange={() => undefined}
        />
      </div>
      <div role="gridcell" className={styles.iconCell}>
        <Icon name={isParcel(item) ? 'parcel' : 'mail'} />
        <span className={styles.visuallyHidden}>
          {intl.formatMessage({ id: isParcel(item) ? 'inbox.list.parcel' : 'inbox.list.letter' })}
        </span>
      </div>
      <div role="gridcell" className={styles.nameCell}>
        <span className={styles.nameLine}>
          <span className={styles.name}>{marked(item.name, search)}</span>
          <LabelChips
            label={intl.formatMessage({ id: 'inbox.labels' })}
            labels={(item.labelIds ?? []).flatMap((labelId) => {
              const label = labelsById.get(labelId);
              return label ? [label] : [];
            })}
          />
        </span>
        {item.blurb && <span className={styles.blurb}>{marked(item.blurb, search)}</span>}
        {item.snippet && <SnippetLine snippet={item.snippet} />}
      </div>
      <div role="gridcell" className={styles.statusCell}>
        {statusLabel(item).map((part) => (
          <span key={part.key} className={part.pending ? styles.pending : undefined}>
            {intl.formatMessage({ id: part.key })}
          </span>
        ))}
      </div>
      <div role="gridcell" className={styles.weightCell}>
        {intl.formatNumber(item.weight, { style: 'unit', unit: 'gram', unitDisplay: 'short' })}
      </div>
      <div role="gridcell" className={styles.dateCell}>
        <time dateTime={item.dateScanned}>
          {intl.formatDate(item.dateScanned, { format: 'day' })}
        </time>
      </div>
    </div>
  );
});

/**
 * Where the item's scan holds the search: the page, and the passage with the match marked. However
 * narrow the row, the match stays in sight: the words before it give way first, cut on their left.
 */
function SnippetLine({ snippet }: { snippet: NonNullable<MailItem['snippet']> }) {
  const intl = useIntl();
  const { text, start, length } = snippet;
  const before = text.slice(0, start).trimEnd();
  return (
    <span className={styles.snippet}>
      <span className={styles.snippetPage}>
        {intl.formatMessage({ id: 'inbox.list.snippetPage' }, { page: snippet.page })}
      </span>
      {before && (
        // Right to left only to put its ellipsis on the left; the text inside reads left to right.
        <span className={styles.snippetBefore} dir="rtl">
          <span dir="ltr">{before}</span>
        </span>
      )}
      <span className={styles.snippetRest}>
        {/* The space before the match, here: at the end of the right-to-left part it would move left. */}
        {before.length < start && ' '}
        <mark>{text.slice(start, start + length)}</mark>
        {text.slice(start + length)}
      </span>
    </span>
  );
}

/** `text` with each occurrence of the search's words in a <mark>, ignoring case. */
function marked(text: string, search: string | undefined): ReactNode {
  const words = search?.trim().split(/\s+/).filter(Boolean) ?? [];
  if (words.length === 0) return text;
  const pattern = new RegExp(
    `(${words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`,
    'gi',
  );
  return text
    .split(pattern)
    .map((part, index) => (index % 2 === 1 ? <mark key={index}>{part}</mark> : part));
}
