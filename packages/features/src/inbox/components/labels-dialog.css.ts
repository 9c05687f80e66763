import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/theme-contract';

/** The member's labels, one form each, between hairlines. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  borderTop: `1px solid ${vars.color.border}`,
});

export const row = style({
  paddingBlock: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});
