import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/theme-contract';
import { WIDE_LAYOUT as WIDE } from '#inbox/components/wide-layout.ts';
import { panel } from '@portal/ui/panel';
import { inboxTextBox } from '#inbox/components/text-box.css.ts';

/**
 * The pane: the item's header over its scan; as tall as the list beside it (useFillViewport), and
 * like the list five rows tall until then, not as tall as what it holds (inbox.css.ts scroller).
 */
export const pane = style([
  panel,
  {
    display: 'grid',
    gridTemplateRows: 'auto auto minmax(0, 1fr)',
    minWidth: 0,
    height: '20rem',
    overflow: 'hidden',
  },
]);

/** The legend or the selection's summary: one area, not the item's three rows. */
export const single = style({ gridTemplateRows: 'minmax(0, 1fr)' });

export const header = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const titleRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** The name being edited in place, with its Save and Cancel beside it. */
export const renameForm = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  flex: '1 1 auto',
  minWidth: 0,
});

export const renameField = style({ flex: '1 1 auto', minWidth: 0 });

/** Back to the list: the list and the preview are one screen each below the wide layout. */
export const back = style({ '@media': { [WIDE]: { display: 'none' } } });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

globalStyle(`${meta} > div`, { display: 'flex', gap: vars.space.xs });
globalStyle(`${meta} dd`, { margin: 0, color: vars.color.text });

export const body = style({ position: 'relative', display: 'grid', minHeight: 0 });

export const notice = style({ padding: `${vars.space.sm} ${vars.space.md}` });

export const progress = style({
  position: 'absolute',
  insetInline: vars.space.md,
  top: vars.space.md,
  zIndex: 2,
});

export const findBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});

export const findInput = style([
  inboxTextBox,
  { flex: '1 1 8rem', minWidth: 0, minHeight: '2.25rem', padding: `0 ${vars.space.sm}` },
]);

export const findCount = style({
  minWidth: '4.5rem',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  textAlign: 'center',
  whiteSpace: 'nowrap',
});

export const legend = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  alignContent: 'start',
  overflowY: 'auto',
});

export const legendList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const legendItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.text,
});

export const legendHeading = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

export const legendTitle = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.lg,
  color: vars.color.textMuted,
});
