import type { Schema } from '@portal/api-client/types';
import { Text } from '@portal/ui/text';
import { FormattedMessage, useIntl } from 'react-intl';
import * as styles from '#shared/public-page.css.ts';
import { useBrand } from '#shared/use-brand.ts';
import { LanguageSelect } from '#shared/language-select.tsx';

export type BusinessDetails = Schema<'BusinessDetails'>;

/**
 * The foot of every page outside the members area, so none is a dead end: the language, the way
 * to support and the terms; with the business's details (GET /api/Payment/Config) where the page
 * has them, as the landing page does: legal name, ABN, address and privacy policy.
 */
export function PublicFooter({ business }: { business?: BusinessDetails | null }) {
  const intl = useIntl();
  const brand = useBrand();
  const supportEmail = business?.supportEmail ?? brand.email;
  return (
    <footer className={styles.footer}>
      <div className={styles.footerRow}>
        <div className={styles.language}>
          <LanguageSelect labelId="login.language" />
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
