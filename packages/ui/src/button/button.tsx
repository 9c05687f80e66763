import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';
import { button } from '#button/button.css.ts';

export type ButtonVariant = 'primary' | 'secondary';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant };

export function Button({ variant, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={joinClasses(button({ variant }), className)} {...props} />;
}

type ButtonLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  variant?: ButtonVariant;
};

/** Navigation that looks like a button: a real link, so it opens in a new tab and reads as a link. */
export function ButtonLink({ variant, className, ...props }: ButtonLinkProps) {
  return <a className={joinClasses(button({ variant }), className)} {...props} />;
}

function joinClasses(...names: (string | undefined)[]) {
  return names.filter(Boolean).join(' ');
}
