import { ButtonLink } from '@portal/ui/button';
import { Text } from '@portal/ui/text';
import { Inline } from '@portal/ui/inline';
import { FormattedMessage } from 'react-intl';
import { PublicPage } from '#shared/public-page.tsx';
import { useBrand } from '#shared/use-brand.ts';

/** §2 /LoginChoice: the older read-only portal, or this one. */
export function LoginChoicePage() {
  const brand = useBrand();
  return (
    <PublicPage footer titleId="loginChoice.title">
      <Text as="p">
        <FormattedMessage id="loginChoice.intro" />
      </Text>
      <Inline space="md">
        <ButtonLink href="/Members/">
          <FormattedMessage id="loginChoice.current" />
        </ButtonLink>
        <ButtonLink href={brand.classicUrl} variant="secondary">
          <FormattedMessage id="loginChoice.classic" />
        </ButtonLink>
      </Inline>
    </PublicPage>
  );
}
