import { style } from '@vanilla-extract/css';
import { focusRing } from '#shared/styles.css.ts';
import { vars } from '#theme/contract.css.ts';

export const checkbox = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  alignItems: 'start',
});

/** The platform checkbox, tinted with the brand: native keyboard and screen reader support. */
export const input = style({
  width: '1.25rem',
  height: '1.25rem',
  margin: `calc((${vars.lineHeight.body} * 1em - 1.25rem) / 2) 0 0`,
  accentColor: vars.color.highlight,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const label = style({
  cursor: 'pointer',
  selectors: { [`${input}:disabled + &`]: { cursor: 'not-allowed', color: vars.color.textMuted } },
});

/** Hint and error sit under the label, lined up with its text. */
export const below = style({ gridColumn: 2 });
