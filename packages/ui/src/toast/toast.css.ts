import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '#theme/contract.css.ts';

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(0.5rem)' },
  to: { opacity: 1, transform: 'none' },
});

/** Bottom centre, above everything but modal dialogs (which sit in the browser's top layer). */
export const region = style({
  position: 'fixed',
  insetInline: 0,
  bottom: vars.space.md,
  zIndex: vars.zIndex.toast,
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  padding: `0 ${vars.space.md}`,
  pointerEvents: 'none',
});

export const toast = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: '32rem',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.control,
  borderStyle: 'solid',
  borderWidth: '1px',
  boxShadow: vars.shadow.raised,
  color: vars.color.text,
  pointerEvents: 'auto',
  animation: `${enter} ${vars.motion.normal} ${vars.motion.easing}`,
});

export const message = style({ flex: '1 1 auto' });

/** Undo and the like: a text button in the brand's colour, a comfortable target on phones. */
export const action = style({
  flex: 'none',
  minHeight: '2.75rem',
  marginBlock: `calc(-1 * ${vars.space.xs})`,
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.control,
  background: 'transparent',
  color: vars.color.highlightText,
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});
