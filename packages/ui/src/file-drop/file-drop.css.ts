import { style } from '@vanilla-extract/css';
import { vars } from '#theme/contract.css.ts';

export const fileDrop = style({ display: 'grid', gap: vars.space.sm });

export const zone = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.lg} ${vars.space.md}`,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.textMuted,
  textAlign: 'center',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover, &[data-dragging]': {
      background: vars.color.highlightSubtle,
      borderColor: vars.color.highlightText,
    },
    // The real control is the visually hidden file input inside: show its focus on the zone.
    '&:focus-within': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const zoneIcon = style({ color: vars.color.highlightText });

export const zoneLabel = style({ color: vars.color.text, fontWeight: vars.fontWeight.bold });

export const preview = style({
  margin: 0,
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.sm,
});

export const image = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '16rem',
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.border}`,
});
