import type { ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { useAccount } from '#shared/api/account.ts';

/**
 * The signed-in screens' texts with every date and time in the member's own zone (Account
 * `timeZone`), not the browser's: a letter that arrived at 08:00 in Sydney shows that day's date to
 * a Sydney member wherever they travel. Language, catalogs and named formats stay the app's.
 */
export function MemberTimeZone({ children }: { children: ReactNode }) {
  const { locale, messages, formats, defaultLocale, onError } = useIntl();
  const { timeZone } = useAccount();
  return (
    <IntlProvider
      locale={locale}
      messages={messages}
      formats={formats}
      defaultLocale={defaultLocale}
      onError={onError}
      timeZone={timeZone}
    >
      {children}
    </IntlProvider>
  );
}
