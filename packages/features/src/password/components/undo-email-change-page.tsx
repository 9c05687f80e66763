import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { useSearch } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { DoneNotice } from '#shared/notice-page.tsx';
import { PublicPage } from '#shared/public-page.tsx';
import { useUndoEmailChangeMutation } from '#password/api/password.ts';

/**
 * /UndoEmailChange?q=: the link the old address gets when the sign-in email is changed (decision
 * 081). It undoes only on a click, because mail scanners open links on their own and a member's
 * own change should not be undone by one.
 */
export function UndoEmailChangePage() {
  const { q = '' } = useSearch({ from: '/data/UndoEmailChange' });
  const undo = useUndoEmailChangeMutation();

  if (undo.data === true) {
    return (
      <PublicPage footer titleId="undoEmailChange.title">
        <DoneNotice
          noticeId="undoEmailChange.done"
          nextId="undoEmailChange.resetPassword"
          nextHref="/ForgotPassword"
        />
      </PublicPage>
    );
  }
  return (
    <PublicPage footer titleId="undoEmailChange.title">
      <Stack space="md">
        {(undo.data === false || undo.isError) && (
          <Alert tone="error">
            <FormattedMessage
              id={undo.data === false ? 'undoEmailChange.invalid' : 'common.error'}
            />
          </Alert>
        )}
        <Text as="p">
          <FormattedMessage id="undoEmailChange.explain" />
        </Text>
        <div>
          <Button loading={undo.isPending} onClick={() => undo.mutate(q)}>
            <FormattedMessage id="undoEmailChange.submit" />
          </Button>
        </div>
      </Stack>
    </PublicPage>
  );
}
