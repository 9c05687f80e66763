import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '#shared/styles.css.ts';
import { vars } from '#theme/contract.css.ts';

export const fieldset = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontWeight: vars.fontWeight.medium,
});

export const options = recipe({
  base: { display: 'flex', gap: vars.space.sm },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column' },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg },
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

export const option = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.sm,
  alignItems: 'start',
  cursor: 'pointer',
});

export const radio = style({
  width: '1.25rem',
  height: '1.25rem',
  margin: `calc((${vars.lineHeight.body} * 1em - 1.25rem) / 2) 0 0`,
  accentColor: vars.color.highlight,
  cursor: 'inherit',
  selectors: { '&:focus-visible': focusRing },
});

export const optionDescription = style({
  gridColumn: 2,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
