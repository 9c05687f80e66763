import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/theme-contract';

export const mailList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const mailItem = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto auto',
  gap: vars.space.md,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const unread = style({ fontWeight: 600 });

export const pending = style({ color: vars.color.danger });
