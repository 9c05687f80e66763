import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '#shared/styles.css.ts';
import { vars } from '#theme/contract.css.ts';

export const iconButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.control,
    background: 'transparent',
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:focus-visible': focusRing,
      '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
      '&[aria-pressed="true"]': { background: vars.color.highlightSubtle },
    },
  },
  variants: {
    tone: {
      neutral: {
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceSunken } },
      },
      highlight: {
        color: vars.color.highlightText,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.highlightSubtle } },
      },
      danger: {
        color: vars.color.danger,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.dangerSubtle } },
      },
    },
    size: {
      // 44 px and 32 px targets: at or above WCAG 2.5.8's 24 px minimum.
      sm: { width: '2rem', height: '2rem' },
      md: { width: '2.75rem', height: '2.75rem' },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'md' },
});
