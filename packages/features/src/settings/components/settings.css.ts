import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/theme-contract';
import { cardPanel } from '@portal/ui/panel';
import * as hairline from '#shared/hairline-rows.css.ts';

/** A list of the member's things (addresses, names, sessions): rows between hairlines. */
export const list = hairline.list;

export const row = style([hairline.row, { alignItems: 'center', justifyContent: 'space-between' }]);

/** A row's text, which takes the room its actions leave and wraps rather than overflows. */
export const rowText = style({
  flex: '1 1 14rem',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const rowActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

/** A short bulleted list inside a section's text. */
export const bullets = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
});

/** A detail (a BSB, an account number): its label above, its value beside its action. */
export const detailRow = style({
  display: 'grid',
  gap: vars.space.xxs,
  paddingBlock: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const detailValue = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** Two date fields side by side, stacking on a phone. */
export const dateRange = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.sm,
  alignItems: 'end',
});

/** One plan of Choose Plan: a bordered panel; the member's own plan in the brand's colour. */
export const planCard = style([
  cardPanel,
  {
    height: '100%',
    display: 'grid',
    alignContent: 'start',
    gap: vars.space.sm,
  },
]);

export const currentPlanCard = style({
  borderColor: vars.color.highlight,
  boxShadow: `inset 0 0 0 1px ${vars.color.highlight}`,
});

/** A plan's fees: label and amount in two columns. */
export const feeList = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  margin: 0,
});

export const feeAmount = style({ margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

/** Choose Plan's plans side by side where they fit, one under another on a phone. */
export const planList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  gap: vars.space.md,
});
