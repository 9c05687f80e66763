import type { ComponentProps, MouseEvent } from 'react';
import { button } from '#button/button.css.ts';
import { cx } from '#shared/class-names.ts';
import { Spinner } from '#spinner/spinner.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md';

type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * The action is under way: a spinner shows and clicks are ignored, but the button keeps focus
   * (a disabled button would drop it) and reads as busy.
   */
  loading?: boolean;
};

export function Button({
  variant,
  size,
  loading = false,
  className,
  type = 'button',
  onClick,
  children,
  ...props
}: ButtonProps) {
  const inert = loading || props['aria-disabled'] === true || props['aria-disabled'] === 'true';
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (inert) {
      event.preventDefault(); // also stops a submit button from submitting
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...props}
      type={type}
      className={cx(button({ variant, size }), className)}
      aria-busy={loading || undefined}
      aria-disabled={inert || undefined}
      onClick={handleClick}
    >
      {loading && <Spinner size="sm" tone="current" />}
      {children}
    </button>
  );
}

type ButtonLinkProps = ComponentProps<'a'> & {
  href: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
};

/** Navigation that looks like a button: a real link, so it opens in a new tab and reads as a link. */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <a className={cx(button({ variant, size }), className)} {...props} />;
}
