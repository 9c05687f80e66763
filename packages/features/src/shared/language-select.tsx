import { LOCALES, isLocale, type Locale } from '@portal/i18n/locale';
import type { MessageId } from '@portal/i18n/messages';
import { Select } from '@portal/ui/select';
import { useIntl } from 'react-intl';
import { useLocale } from '#shared/use-locale.ts';

/**
 * The language the page speaks, chosen from every language the portal has, each named in the
 * language shown now. `onChosen` also keeps the choice elsewhere (a signed-in member's account).
 */
export function LanguageSelect({
  labelId,
  onChosen,
}: {
  labelId: MessageId;
  onChosen?: (language: Locale) => void;
}) {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  return (
    <Select
      label={intl.formatMessage({ id: labelId })}
      value={locale}
      options={LOCALES.map((language) => ({
        value: language,
        label: intl.formatMessage({ id: `language.${language}` }),
      }))}
      onChange={(event) => {
        const language = event.target.value;
        if (!isLocale(language)) return;
        setLocale(language);
        onChosen?.(language);
      }}
    />
  );
}
