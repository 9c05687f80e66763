import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/theme-contract';
import { WIDE_LAYOUT as WIDE } from '#inbox/components/wide-layout.ts';
import { VISUALLY_HIDDEN } from '@portal/ui/visually-hidden';
import { panel } from '@portal/ui/panel';
import { inboxTextBox } from '#inbox/components/text-box.css.ts';

const PHONE = 'screen and (max-width: 767px)';

export const visuallyHidden = style(VISUALLY_HIDDEN);

/** A button's words on a phone, where its icon alone leaves the row room (still its name). */
export const wordsOffPhone = style({ '@media': { [PHONE]: VISUALLY_HIDDEN } });

export const page = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const pageHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const centred = style({ display: 'grid', placeItems: 'center', minHeight: '12rem' });

export const search = style({
  position: 'relative',
  flex: '1 1 16rem',
  maxWidth: '28rem',
  '@media': { [PHONE]: { maxWidth: 'none' } },
});

export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  top: '50%',
  transform: 'translateY(-50%)',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const searchInput = style([
  inboxTextBox,
  {
    width: '100%',
    minHeight: '2.75rem',
    paddingInlineStart: `calc(${vars.space.sm} + 1.75rem)`,
    paddingInlineEnd: vars.space.sm,
  },
]);

export const workspace = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

/** Select all and the selection's count, then the labels and the sort, which wrap below on a phone. */
export const listHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `0 ${vars.space.sm}`,
});

/** "Select all 40" stays one line; what does not fit wraps as a whole. */
export const selectAll = style({ whiteSpace: 'nowrap' });

export const selectedCount = style({
  flex: '1 0 auto',
  whiteSpace: 'nowrap',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const listTools = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
});

export const listAndDetails = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [WIDE]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

/**
 * Below the wide layout the list and the preview are a screen each: the list until an item opens,
 * then the preview (with its own item actions and a Back button) in place of the list and its tools.
 */
globalStyle(`${workspace}:not([data-previewing]) ${listAndDetails} > aside`, {
  '@media': { [`not ${WIDE}`]: { display: 'none' } },
});
globalStyle(
  // The list's toolbar (MailToolbar) is the workspace's own; the preview's is inside its aside.
  ['> [role="toolbar"]', listHeader, `${listAndDetails} > :not(aside)`]
    .map((hidden) => `${workspace}[data-previewing] ${hidden}`)
    .join(', '),
  { '@media': { [`not ${WIDE}`]: { display: 'none' } } },
);

export const scroller = style([
  panel,
  {
    position: 'relative',
    // The height itself is set from the page's layout (useFillViewport). Until then it is five
    // rows, never its rows' full height: a long list drawn whole for a frame would give the page a
    // scroll bar that goes again, moving everything beside it (decision 046).
    height: '20rem',
    overflowY: 'auto',
    containerType: 'inline-size',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  },
]);

/** A narrow list (a phone, or beside the preview) sets each row on two lines: who and when, then state. */
const NARROW_LIST = '(max-width: 40rem)';
const TWO_LINE_ROW = {
  gridTemplateColumns: '2.25rem 1.5rem minmax(0, 1fr) max-content',
  paddingInlineEnd: vars.space.md,
  gridTemplateAreas: '"check icon name date" "check icon status weight"',
  rowGap: 0,
  alignContent: 'center',
} as const;

export const rows = style({ position: 'relative', width: '100%' });

export const row = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  height: '64px',
  display: 'grid',
  gridTemplateColumns: '2.5rem 2rem minmax(0, 1fr) auto 4.5rem 5rem',
  gridTemplateAreas: '"check icon name status weight date"',
  alignItems: 'center',
  columnGap: vars.space.xs,
  paddingInlineEnd: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  userSelect: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-selected="true"]': { background: vars.color.highlightSubtle },
    '&[data-active]': { boxShadow: `inset 3px 0 0 ${vars.color.highlightText}` },
    // The keyboard's row: the bar plus a ring around the whole row, inside it (rows touch).
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
  '@media': { [PHONE]: TWO_LINE_ROW },
  '@container': { [NARROW_LIST]: TWO_LINE_ROW },
});

export const checkCell = style({ gridArea: 'check', display: 'grid', placeItems: 'center' });

export const checkbox = style({
  width: '1.125rem',
  height: '1.125rem',
  accentColor: vars.color.highlight,
  cursor: 'pointer',
});

export const iconCell = style({ gridArea: 'icon', color: vars.color.textMuted });

export const nameCell = style({ gridArea: 'name', display: 'grid', minWidth: 0 });

const oneLine = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

/** The name, then the item's labels on the same line (the row's height is fixed). */
export const nameLine = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});

export const name = style({ ...oneLine, fontWeight: vars.fontWeight.regular });

globalStyle(`${row}[data-unread] ${name}`, { fontWeight: vars.fontWeight.bold });

export const blurb = style({
  ...oneLine,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  '@media': { [PHONE]: { display: 'none' } },
  '@container': { [NARROW_LIST]: { display: 'none' } },
});

/**
 * A search's rows are taller: under the name (and the blurb, where it shows) a line with the
 * passage of the scan that matched (SEARCH_ROW_HEIGHT in mail-list.tsx).
 */
export const searchRow = style({ height: '84px' });

export const snippet = style({
  display: 'flex',
  minWidth: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const snippetPage = style({
  flexShrink: 0,
  marginInlineEnd: vars.space.xs,
  color: vars.color.textMuted,
});

/** The words before the match: at most 40% of the line, cut on their left when longer. */
export const snippetBefore = style({
  ...oneLine,
  whiteSpace: 'pre',
  flex: '0 1 auto',
  maxWidth: '40%',
});

export const snippetRest = style({ ...oneLine, whiteSpace: 'pre', flex: '0 1 auto', minWidth: 0 });

export const statusCell = style({
  gridArea: 'status',
  display: 'flex',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  minWidth: 0,
});

// On a narrow phone the pending action gives way (ellipsis) before it can run into the weight.
globalStyle(`${statusCell} > span:last-child`, { ...oneLine, minWidth: 0 });

export const pending = style({ color: vars.color.danger, fontWeight: vars.fontWeight.medium });

export const weightCell = style({
  gridArea: 'weight',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  textAlign: 'end',
  whiteSpace: 'nowrap',
});

export const dateCell = style({
  gridArea: 'date',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  textAlign: 'end',
  whiteSpace: 'nowrap',
});

globalStyle(`${row} mark`, {
  background: vars.color.highlightSubtle,
  color: 'inherit',
  fontWeight: vars.fontWeight.bold,
});

export const shortcuts = style({ display: 'grid', gap: vars.space.sm, margin: 0 });

export const shortcut = style({
  display: 'grid',
  gridTemplateColumns: '10rem 1fr',
  alignItems: 'center',
  gap: vars.space.sm,
});

globalStyle(`${shortcut} dd`, { margin: 0 });

export const key = style({
  display: 'inline-block',
  minWidth: '1.75rem',
  marginInlineEnd: vars.space.xxs,
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const forwardLog = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });

export const forwardLogSection = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const forwardLogHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const strongCell = style({ fontWeight: vars.fontWeight.medium });
