import { style } from '@vanilla-extract/css';
import { vars } from '#theme/contract.css.ts';

export const emptyState = style({
  display: 'grid',
  justifyItems: 'center',
  // Together in the middle of a tall box, not spread over it (a grid stretches its rows).
  alignContent: 'center',
  minHeight: '100%',
  gap: vars.space.sm,
  padding: `${vars.space.lg} ${vars.space.md}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const icon = style({ color: vars.color.highlightText });

export const title = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
});

export const description = style({ margin: 0, maxWidth: '32rem' });
