import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/theme-contract';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
});

export const panel = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
  maxWidth: '28rem',
});

export const logo = style({ width: '12rem', height: 'auto' });

export const actions = style({ display: 'flex', gap: vars.space.md });
