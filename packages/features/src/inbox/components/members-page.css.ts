import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/theme-contract';

export const logo = style({ display: 'block', height: '2.5rem', width: 'auto' });

export const support = style({
  display: 'inline-grid',
  placeItems: 'center',
  color: vars.color.highlightText,
  minWidth: '2.75rem',
  minHeight: '2.75rem',
});

export const alertLink = style({
  background: 'none',
  border: 'none',
  padding: 0,
  font: 'inherit',
  color: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
  textAlign: 'start',
});

export const content = style({ display: 'grid', gap: vars.space.md, padding: vars.space.lg });

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
