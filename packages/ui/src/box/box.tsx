import type { ComponentPropsWithRef, ElementType } from 'react';
import { cx } from '#shared/class-names.ts';
import { sprinkles, type Sprinkles } from '#sprinkles/sprinkles.css.ts';

type BoxProps<As extends ElementType> = Sprinkles & {
  /** The element to render: a div by default. */
  as?: As;
} & Omit<ComponentPropsWithRef<As>, 'as' | keyof Sprinkles>;

/**
 * The kit's one escape hatch for layout: any element with spacing, flex layout, surfaces and sizes
 * from the theme, responsive by screen size (`padding={{ mobile: 'md', tablet: 'lg' }}`).
 * Reach for Stack, Inline or Columns first.
 */
export function Box<As extends ElementType = 'div'>({ as, className, ...props }: BoxProps<As>) {
  const styleProps: Record<string, unknown> = {};
  const otherProps: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props)) {
    (sprinkles.properties.has(name as keyof Sprinkles) ? styleProps : otherProps)[name] = value;
  }
  const Element: ElementType = as ?? 'div';
  return <Element {...otherProps} className={cx(sprinkles(styleProps), className)} />;
}
