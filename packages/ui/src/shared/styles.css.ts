import { style } from '@vanilla-extract/css';
import { VISUALLY_HIDDEN } from '#shared/visually-hidden.ts';
import { vars } from '#theme/contract.css.ts';

/** Read by screen readers, invisible on screen. */
export const visuallyHidden = style(VISUALLY_HIDDEN);

/** The keyboard focus indicator every interactive element shows (WCAG 2.4.7). */
export const focusRing = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;

/** The box of text inputs and selects, shared so every form control lines up. */
export const controlBox = style({
  width: '100%',
  minHeight: '2.75rem',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.control,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:focus-visible': { ...focusRing, outlineOffset: '0', borderColor: vars.color.focusRing },
    '&:disabled': { background: vars.color.surfaceSunken, cursor: 'not-allowed' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});
