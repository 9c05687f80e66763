import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { BELOW_TABLET } from '#shared/breakpoints.ts';
import { spaceVariants } from '#shared/space.ts';

export const columns = recipe({
  base: { display: 'flex', flexDirection: 'row', margin: 0, padding: 0 },
  variants: {
    space: spaceVariants('gap'),
    alignY: {
      top: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      bottom: { alignItems: 'flex-end' },
      stretch: { alignItems: 'stretch' },
    },
    /** Below a tablet's width the columns stack, so a phone never squeezes them side by side. */
    collapseBelow: {
      none: {},
      tablet: { '@media': { [BELOW_TABLET]: { flexDirection: 'column', alignItems: 'stretch' } } },
    },
  },
  defaultVariants: { space: 'md', alignY: 'top', collapseBelow: 'none' },
});

export const column = recipe({
  base: { minWidth: 0 },
  variants: {
    width: {
      /** Takes the room left by the others. */
      fill: { flex: '1 1 0' },
      /** As wide as its content (a date, an action). */
      content: { flex: '0 0 auto' },
    },
  },
  defaultVariants: { width: 'fill' },
});

export type ColumnsVariants = NonNullable<RecipeVariants<typeof columns>>;
export type ColumnVariants = NonNullable<RecipeVariants<typeof column>>;
