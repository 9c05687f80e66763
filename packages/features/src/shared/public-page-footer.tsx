import type { Schema } from '@portal/api-client/types';
import { LOCALES, isLocale } from '@portal/i18n/locale';
import { Select } from '@portal/ui/select';
import { Text } from '@portal/ui/text';
import { FormattedMessage, useIntl } from 'react-intl';
import * as styles from '#shared/public-page.css.ts';
import { useBrand } from '#shared/use-brand.ts';
import { useLocale } from '#shared/use-locale.ts';

export type BusinessDetails = Schema<'BusinessDetails'>;

/**
 * The foot of every page outside the members area, so none is a dead end: the language, the way
 * to support and the terms; with the business's details (GET /api/Payment/Config) where the page
 * has them, as the landing page does: legal name, ABN, address and privacy policy.
 */
export function PublicFooter({ business }: { business?: BusinessDetails | null }) {
  const intl = useIntl();
  const brand = useBrand();
  const { locale, setLocale } = useLocale();
  const supportEmail = business?.supportEmail ?? brand.email;
  return (
    <footer className={styles.footer}>
      <div className={styles.footerRow}>
        <div className={styles.language}>
          <Select
            label={intl.formatMessage({ id: 'login.language' })}
            value={locale}
            options={LOCALES.map((value) => ({
              value,
              label: intl.formatMessage({ id: `language.${value}` }),
            }))}
            onChange={(event) => {
              if (isLocale(event.target.value)) setLocale(event.target.value);
            }}
          />
        </div>
        <nav aria-label={intl.formatMessage({ id: 'footer.links' })} className={styles.footerLinks}>
          <a href={`mailto:${supportEmail}`}>
            <FormattedMessage id="footer.support" />
          </a>
          <a href={business?.termsUrl ?? '/terms'}>
            <FormattedMessage id="footer.terms" />
          </a>
          {business?.privacyUrl && (
            <a href={business.privacyUrl}>
              <FormattedMessage id="footer.privacy" />
            </a>
          )}
        </nav>
      </div>
      {business && (
        <Text as="p" size="sm" tone="secondary">
          <FormattedMessage
            id="footer.business"
            values={{ legalName: business.legalName, abn: business.abn, address: business.address }}
          />
        </Text>
      )}
    </footer>
  );
}
