import { ButtonLink } from '@portal/ui/button';
import { Heading } from '@portal/ui/heading';
import { Inline } from '@portal/ui/inline';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { FormattedMessage, useIntl } from 'react-intl';
import { useBrand } from '#shared/use-brand.ts';
import { usePageTitle } from '#shared/use-page-title.ts';
import * as styles from '#landing/landing-page.css.ts';

/** Spec §2 `/`: the brand's welcome with the way in for members and newcomers. */
export function LandingPage() {
  const brand = useBrand();
  usePageTitle(null);
  const intl = useIntl();
  const { webpageName } = brand;
  return (
    <main className={styles.page}>
      <Stack space="lg" align="center" className={styles.panel}>
        <img
          className={styles.logo}
          src={brand.logo}
          alt={intl.formatMessage({ id: 'brand.logoAlt' }, { webpageName })}
          width={192}
          height={64}
        />
        <Stack space="sm" align="center">
          <Heading level={1}>
            <FormattedMessage id="landing.title" values={{ webpageName }} />
          </Heading>
          <Text as="p" size="lg" tone="secondary">
            <FormattedMessage id="landing.intro" />
          </Text>
        </Stack>
        <Inline as="nav" space="md" align="center" aria-label={webpageName}>
          <ButtonLink href="/Login">
            <FormattedMessage id="landing.logIn" />
          </ButtonLink>
          <ButtonLink href="/signup" variant="secondary">
            <FormattedMessage id="landing.signup" />
          </ButtonLink>
        </Inline>
      </Stack>
    </main>
  );
}
