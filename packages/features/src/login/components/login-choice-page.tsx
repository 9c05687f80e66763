import { ButtonLink } from '@portal/ui/button';
import { FormattedMessage } from 'react-intl';
import * as styles from '#shared/public-page.css.ts';
import { PublicPage } from '#shared/public-page.tsx';
import { useBrand } from '#shared/use-brand.ts';

/** §2 /LoginChoice: the older read-only portal, or this one. */
export function LoginChoicePage() {
  const brand = useBrand();
  return (
    <PublicPage title={<FormattedMessage id="loginChoice.title" />}>
      <p>
        <FormattedMessage id="loginChoice.intro" />
      </p>
      <div className={styles.actions}>
        <ButtonLink href="/Members/">
          <FormattedMessage id="loginChoice.current" />
        </ButtonLink>
        <ButtonLink href={brand.classicUrl} variant="secondary">
          <FormattedMessage id="loginChoice.classic" />
        </ButtonLink>
      </div>
    </PublicPage>
  );
}
