import { Heading } from '@portal/ui/heading';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { FormattedMessage } from 'react-intl';
import { useBrand } from '#shared/use-brand.ts';

const SECTIONS = ['service', 'credit', 'storage', 'cancel'] as const;

/**
 * The full terms and conditions (the `terms.*` texts of the members' catalogs, the version the
 * server records, decision 082): the same words on /TermsAndConditions and in signup's dialog.
 */
export function TermsSections({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { webpageName } = useBrand();
  return SECTIONS.map((section) => (
    <Stack as="section" space="sm" key={section} aria-labelledby={`terms-${section}`}>
      <Heading level={headingLevel} size={3} id={`terms-${section}`}>
        <FormattedMessage id={`terms.${section}.title`} />
      </Heading>
      <Text as="p">
        <FormattedMessage id={`terms.${section}.body`} values={{ webpageName }} />
      </Text>
    </Stack>
  ));
}
