import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/theme-contract';

/** The list as one card of rows divided by hairlines, as a webmail's message list. */
export const list = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
});

export const row = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});
