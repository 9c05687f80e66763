import { Heading } from '@portal/ui/heading';
import { Stack } from '@portal/ui/stack';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import * as styles from '#shared/public-page.css.ts';
import { PublicFooter } from '#shared/public-page-footer.tsx';
import { useBrand } from '#shared/use-brand.ts';
import { usePageTitle } from '#shared/use-page-title.ts';

interface PublicPageProps {
  /** The message id of the page's heading, which also names the browser tab. */
  titleId: string;
  titleValues?: Record<string, string>;
  children: ReactNode;
  /** Room for long text such as the terms. */
  wide?: boolean;
  /**
   * The footer with the language, support and the terms, so no page is a dead end. Gates with
   * their own ways out (a signed-in member's sign-out) leave it off.
   */
  footer?: boolean;
}

/**
 * The frame of the pages outside the members area: the brand's logo, a heading, one column, and
 * (on the public pages) the footer with the language, support and the terms.
 */
export function PublicPage({
  titleId,
  titleValues,
  children,
  wide = false,
  footer = false,
}: PublicPageProps) {
  const brand = useBrand();
  const intl = useIntl();
  const title = intl.formatMessage({ id: titleId }, titleValues);
  usePageTitle(title);
  return (
    <main className={styles.page}>
      <Stack space="lg" className={wide ? styles.widePanel : styles.panel}>
        <img
          className={styles.logo}
          src={brand.logo}
          alt={intl.formatMessage({ id: 'brand.logoAlt' }, { webpageName: brand.webpageName })}
          width={144}
          height={48}
        />
        <Heading level={1}>{title}</Heading>
        <Stack space="md">{children}</Stack>
        {footer && <PublicFooter />}
      </Stack>
    </main>
  );
}
