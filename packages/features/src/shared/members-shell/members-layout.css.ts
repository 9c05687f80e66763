import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/theme-contract';

export const logo = style({ display: 'block', height: '2.5rem', width: 'auto' });

/** The support icon as a 44 px touch target in the top bar's text colour. */
export const support = style({
  display: 'inline-grid',
  placeItems: 'center',
  color: vars.color.highlightText,
  minWidth: '2.75rem',
  minHeight: '2.75rem',
});

export const content = style({ display: 'grid', gap: vars.space.md, padding: vars.space.lg });
