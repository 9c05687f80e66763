import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Heading } from '@portal/ui/heading';
import { Spinner } from '@portal/ui/spinner';
import { Stack } from '@portal/ui/stack';
import { FormattedMessage, useIntl } from 'react-intl';

interface CompleteStepProps {
  failed: boolean;
  busy: boolean;
  onRetry: () => void;
}

/**
 * The last step while registrationComplete runs; shown on its own only when it failed (the
 * payment, if any, has gone through) or the tab was left right then, with the way to finish.
 */
export function CompleteStep({ failed, busy, onRetry }: CompleteStepProps) {
  const intl = useIntl();
  return (
    <Stack space="md">
      <Heading level={2} size={3} id="signup-step-heading">
        <FormattedMessage id="signup.complete.title" />
      </Heading>
      {busy ? (
        <Spinner label={intl.formatMessage({ id: 'signup.complete.finishing' })} showLabel />
      ) : (
        <>
          {failed && (
            <Alert tone="error">
              <FormattedMessage id="signup.complete.failed" />
            </Alert>
          )}
          <Button onClick={onRetry}>
            <FormattedMessage id="signup.complete.finish" />
          </Button>
        </>
      )}
    </Stack>
  );
}
