import { ButtonLink } from '@portal/ui/button';
import { FormattedMessage, useIntl } from 'react-intl';
import { useBrand } from '#shared/use-brand.ts';
import * as styles from '#landing/landing-page.css.ts';

/** Spec §2 `/`: the brand's welcome with the way in for members and newcomers. */
export function LandingPage() {
  const brand = useBrand();
  const intl = useIntl();
  const { webpageName } = brand;
  return (
    <main className={styles.page}>
      <div className={styles.panel}>
        <img
          className={styles.logo}
          src={brand.logo}
          alt={intl.formatMessage({ id: 'brand.logoAlt' }, { webpageName })}
          width={192}
          height={64}
        />
        <h1>
          <FormattedMessage id="landing.title" values={{ webpageName }} />
        </h1>
        <p>
          <FormattedMessage id="landing.intro" />
        </p>
        <nav className={styles.actions} aria-label={webpageName}>
          <ButtonLink href="/Login">
            <FormattedMessage id="landing.logIn" />
          </ButtonLink>
          <ButtonLink href="/signup" variant="secondary">
            <FormattedMessage id="landing.signup" />
          </ButtonLink>
        </nav>
      </div>
    </main>
  );
}
