import { Alert } from '@portal/ui/alert';
import { ButtonLink } from '@portal/ui/button';
import { Inline } from '@portal/ui/inline';
import { Stack } from '@portal/ui/stack';
import { createLink } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';

const RouterButtonLink = createLink(ButtonLink);

/** §2 Complete: temporarily verified now, permanently once a person has checked the photos. */
export function CompleteStep() {
  return (
    <Stack space="md">
      <Alert tone="success" title={<FormattedMessage id="verification.complete.title" />}>
        <FormattedMessage id="verification.complete.text" />
      </Alert>
      <Inline space="sm">
        <RouterButtonLink to="/Members">
          <FormattedMessage id="verification.complete.inbox" />
        </RouterButtonLink>
        <RouterButtonLink
          variant="secondary"
          to="/Members/Account/{-$section}"
          params={{ section: 'Verification' }}
        >
          <FormattedMessage id="verification.backToSettings" />
        </RouterButtonLink>
      </Inline>
    </Stack>
  );
}
