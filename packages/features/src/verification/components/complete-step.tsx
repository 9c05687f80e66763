import { Alert } from '@portal/ui/alert';
import { Inline } from '@portal/ui/inline';
import { Stack } from '@portal/ui/stack';
import { Link } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';

/** §2 Complete: temporarily verified now, permanently once a person has checked the photos. */
export function CompleteStep() {
  return (
    <Stack space="md">
      <Alert tone="success" title={<FormattedMessage id="verification.complete.title" />}>
        <FormattedMessage id="verification.complete.text" />
      </Alert>
      <Inline space="md">
        <Link to="/Members">
          <FormattedMessage id="verification.complete.inbox" />
        </Link>
        <Link to="/Members/Account/{-$section}" params={{ section: 'Verification' }}>
          <FormattedMessage id="verification.backToSettings" />
        </Link>
      </Inline>
    </Stack>
  );
}
