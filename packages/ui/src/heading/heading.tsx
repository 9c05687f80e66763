import type { ComponentPropsWithRef } from 'react';
import { heading } from '#heading/heading.css.ts';
import { cx } from '#shared/class-names.ts';

type Level = 1 | 2 | 3 | 4;

type HeadingProps = ComponentPropsWithRef<'h1'> & {
  /** The outline level: h1 to h4. */
  level: Level;
  /** The size on the type scale, when it differs from the level (a page's h1 set smaller). */
  size?: Level;
  truncate?: boolean;
};

/** A heading of the page outline on the theme's type scale. */
export function Heading({ level, size = level, truncate, className, ...props }: HeadingProps) {
  const Element = `h${level}` as const;
  return <Element {...props} className={cx(heading({ level: `${size}`, truncate }), className)} />;
}
