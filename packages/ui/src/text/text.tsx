import type { ComponentPropsWithRef, ElementType } from 'react';
import { cx } from '#shared/class-names.ts';
import { text, type TextVariants } from '#text/text.css.ts';

type TextElement = 'span' | 'p' | 'div' | 'label' | 'time' | 'strong' | 'dd' | 'dt';

type TextProps<As extends TextElement> = TextVariants & {
  /** The element to render: a span by default, `p` for a paragraph. */
  as?: As;
} & Omit<ComponentPropsWithRef<As>, 'as'>;

/** Body text on the theme's type scale: size, weight and a tone that keeps AA contrast. */
export function Text<As extends TextElement = 'span'>({
  as,
  size,
  weight,
  tone,
  truncate,
  className,
  ...props
}: TextProps<As>) {
  const Element = (as ?? 'span') as ElementType;
  return <Element {...props} className={cx(text({ size, weight, tone, truncate }), className)} />;
}
