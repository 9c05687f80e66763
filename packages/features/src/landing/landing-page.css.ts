import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/theme-contract';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
});

export const panel = style({ maxWidth: '28rem', textAlign: 'center' });

export const logo = style({ width: '12rem', height: 'auto' });
