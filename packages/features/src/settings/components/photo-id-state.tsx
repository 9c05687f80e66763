import { ID_VERIFICATION } from '@portal/domain/verification-status';
import { Alert } from '@portal/ui/alert';
import { Button, ButtonLink } from '@portal/ui/button';
import { Heading } from '@portal/ui/heading';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { FormattedMessage, useIntl } from 'react-intl';
import { useRedoPhotoId, type Verification } from '#shared/api/verification.ts';

/**
 * §4 photo ID: not started (a way to the wizard, and staff's reason if they refused the last
 * submission), pending ('Click here to redo' withdraws it), or verified.
 */
export function PhotoIdState({ verification }: { verification: Verification }) {
  const intl = useIntl();
  const redo = useRedoPhotoId();
  const state = verification.idVerification;
  return (
    <Stack space="sm" as="section" aria-labelledby="settings-photo-id">
      <Heading level={2} size={4} id="settings-photo-id">
        <FormattedMessage id="settings.photoId.heading" />
      </Heading>
      {state === ID_VERIFICATION.verified ? (
        <Alert tone="success">
          <FormattedMessage id="settings.photoId.verified" />
        </Alert>
      ) : state === ID_VERIFICATION.pending ? (
        <Stack space="md">
          <Alert tone="info" title={<FormattedMessage id="settings.photoId.pendingTitle" />}>
            <FormattedMessage id="settings.photoId.pending" />
          </Alert>
          {redo.isError && (
            <Alert tone="error">
              <FormattedMessage id="settings.photoId.redoFailed" />
            </Alert>
          )}
          <div>
            <Button variant="secondary" loading={redo.isPending} onClick={() => redo.mutate()}>
              <FormattedMessage id="settings.photoId.redo" />
            </Button>
          </div>
        </Stack>
      ) : (
        <Stack space="md">
          {verification.rejectionReason && (
            <Alert tone="error" title={<FormattedMessage id="settings.photoId.rejectedTitle" />}>
              {intl.formatMessage(
                { id: 'settings.photoId.rejected' },
                { reason: verification.rejectionReason },
              )}
            </Alert>
          )}
          <Text as="p" tone="secondary">
            <FormattedMessage id="settings.photoId.intro" />
          </Text>
          <div>
            {/* A page load, not a route change: the camera is allowed by the Permissions-Policy
                header of the wizard's own document, which a route change would not fetch. */}
            <ButtonLink href="/Members/PhotoVerification">
              <FormattedMessage id="settings.photoId.start" />
            </ButtonLink>
          </div>
        </Stack>
      )}
    </Stack>
  );
}
