import { ButtonLink } from '@portal/ui/button';
import { Text } from '@portal/ui/text';
import { FormattedMessage } from 'react-intl';
import { PublicPage } from '#shared/public-page.tsx';
import { useBrand } from '#shared/use-brand.ts';

/** §2 /Signup-Complete: thanks, what the email brings, and why verification comes next. */
export function SignupCompletePage() {
  const { webpageName } = useBrand();
  return (
    <PublicPage titleId="signupComplete.title" titleValues={{ webpageName }}>
      <Text as="p">
        <FormattedMessage id="signupComplete.email" />
      </Text>
      <Text as="p">
        <FormattedMessage id="signupComplete.verification" />
      </Text>
      <ButtonLink href="/Members/">
        <FormattedMessage id="signupComplete.continue" />
      </ButtonLink>
    </PublicPage>
  );
}
