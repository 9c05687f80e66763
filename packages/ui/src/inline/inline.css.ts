import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { spaceVariants } from '#shared/space.ts';

export const inline = recipe({
  base: {
    display: 'flex',
    flexDirection: 'row',
    flexWrap: 'wrap',
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  variants: {
    space: spaceVariants('gap'),
    align: {
      start: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center' },
      end: { justifyContent: 'flex-end' },
      between: { justifyContent: 'space-between' },
    },
    alignY: {
      top: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      bottom: { alignItems: 'flex-end' },
      baseline: { alignItems: 'baseline' },
    },
  },
  defaultVariants: { space: 'sm', align: 'start', alignY: 'center' },
});

export type InlineVariants = NonNullable<RecipeVariants<typeof inline>>;
