import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/theme-contract';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'start center',
  padding: vars.space.lg,
});

export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  width: '100%',
  maxWidth: '28rem',
});

export const wide = style({ maxWidth: '40rem' });

export const logo = style({ width: '9rem', height: 'auto', justifySelf: 'center' });

export const form = style({ display: 'grid', gap: vars.space.md });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
