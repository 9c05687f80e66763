import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/theme-contract';

/** The plan's fees as label and amount rows, ruled like a price list, amounts lined up on the right. */
export const fees = style({ margin: 0, display: 'grid', maxWidth: '32rem' });

export const fee = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const amount = style({
  margin: 0,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});
