import { ButtonLink } from '@portal/ui/button';
import { Text } from '@portal/ui/text';
import { FormattedMessage } from 'react-intl';
import { PublicPage } from '#shared/public-page.tsx';
import { useBrand } from '#shared/use-brand.ts';
import { YourAddressCard } from '#shared/your-address/your-address-card.tsx';

/**
 * §2 /Signup-Complete: thanks, the member's new address to give senders straight away (with copy
 * buttons), what the email brings, and why verification comes next.
 */
export function SignupCompletePage() {
  const { webpageName } = useBrand();
  return (
    <PublicPage footer wide titleId="signupComplete.title" titleValues={{ webpageName }}>
      <YourAddressCard />
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
