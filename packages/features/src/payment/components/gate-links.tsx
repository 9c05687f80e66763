import { Button } from '@portal/ui/button';
import { Text } from '@portal/ui/text';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAccount, useLogOut, useSaveLanguage } from '#shared/api/account.ts';
import { usePaymentConfig } from '#shared/payment-card/api/payment-config.ts';
import { LanguageSelect } from '#shared/language-select.tsx';
import * as styles from '#payment/components/payment-required.css.ts';

/**
 * The ways out of a gate page, so it is never a dead end: the member's language, the brand's
 * support address, and signing out.
 */
export function GateLinks() {
  const intl = useIntl();
  const account = useAccount();
  const saveLanguage = useSaveLanguage();
  const logOut = useLogOut();
  const supportEmail = usePaymentConfig().data?.business.supportEmail;
  return (
    <nav className={styles.gateLinks} aria-label={intl.formatMessage({ id: 'payment.gate.links' })}>
      <LanguageSelect
        labelId="payment.gate.language"
        onChosen={(language) => saveLanguage.mutate({ account, language })}
      />
      {supportEmail && (
        <Text size="sm">
          <FormattedMessage
            id="payment.gate.support"
            values={{
              email: supportEmail,
              link: (chunks) => (
                <a className={styles.link} href={`mailto:${supportEmail}`}>
                  {chunks}
                </a>
              ),
            }}
          />
        </Text>
      )}
      <Button variant="secondary" size="sm" onClick={logOut}>
        <FormattedMessage id="inbox.menu.logout" />
      </Button>
    </nav>
  );
}
