import type { TeamRole } from '@portal/domain/team-roles';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { ConfirmDialog } from '@portal/ui/confirm-dialog';
import { Heading } from '@portal/ui/heading';
import { Select } from '@portal/ui/select';
import { Spinner } from '@portal/ui/spinner';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { useToast } from '@portal/ui/toast';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAccount } from '#shared/api/account.ts';
import { useProblemMessage } from '#shared/forms/problem-text.ts';
import {
  useCancelInvitation,
  useChangeRole,
  useRemoveUser,
  useTeam,
  type TeamInvitation,
  type TeamUser,
} from '#settings/api/team-users.ts';
import { InviteUserDialog } from '#settings/components/invite-user-dialog.tsx';
import * as styles from '#settings/components/settings.css.ts';
import { roleChoices, roleName } from '#settings/components/team-role-options.ts';

/**
 * Users (brand flag includeTeamUsers; issue 39, decision 105): the people who share this mailbox,
 * each signing in with their own password under a role the admins choose, and the invitations
 * still waiting. The account holder is always an admin and cannot be removed.
 */
export function TeamUsersSection() {
  const intl = useIntl();
  const team = useTeam();
  const [inviting, setInviting] = useState(false);

  return (
    <Stack space="xl">
      <Text as="p">
        <FormattedMessage id="settings.users.intro" />
      </Text>
      {team.isPending ? (
        <Spinner label={intl.formatMessage({ id: 'common.loading' })} />
      ) : team.isError ? (
        <Alert tone="error">
          <FormattedMessage id="settings.users.loadFailed" />
        </Alert>
      ) : (
        <>
          <Stack space="sm" as="section" aria-labelledby="settings-users">
            <Heading level={2} size={4} id="settings-users">
              <FormattedMessage id="settings.users.list" />
            </Heading>
            <ul className={styles.list} aria-labelledby="settings-users">
              {team.data.users.map((user) => (
                <UserRow key={user.userId} user={user} />
              ))}
            </ul>
            <div>
              <Button aria-haspopup="dialog" onClick={() => setInviting(true)}>
                <FormattedMessage id="settings.users.invite" />
              </Button>
            </div>
          </Stack>
          {team.data.invitations.length > 0 && <Invitations invitations={team.data.invitations} />}
        </>
      )}
      {inviting && <InviteUserDialog onClose={() => setInviting(false)} />}
    </Stack>
  );
}

/** A person: name, email and since when; their role to change and Remove, except the holder's. */
function UserRow({ user }: { user: TeamUser }) {
  const intl = useIntl();
  const toast = useToast();
  const problemMessage = useProblemMessage();
  const you = useAccount().you;
  const changeRole = useChangeRole();
  const remove = useRemoveUser();
  const [confirming, setConfirming] = useState(false);
  const failed = (error: unknown) =>
    toast(problemMessage(error, 'settings.saveFailed'), { tone: 'error' });
  const isYou = user.userId === you.userId;

  return (
    <li className={styles.row}>
      <div className={styles.rowText}>
        <Text as="p" weight="strong">
          {isYou ? (
            <FormattedMessage id="settings.users.you" values={{ name: user.name }} />
          ) : (
            user.name
          )}
        </Text>
        <Text as="p" tone="secondary" size="sm">
          {user.email}
          {' · '}
          {user.isHolder ? (
            <FormattedMessage id="settings.users.holder" />
          ) : (
            <FormattedMessage
              id="settings.users.joined"
              values={{ date: intl.formatDate(user.joinedAt, { format: 'day' }) }}
            />
          )}
        </Text>
      </div>
      {user.isHolder ? (
        <Text tone="secondary">{roleName(intl, user.role)}</Text>
      ) : (
        <div className={styles.rowActions}>
          <Select
            label={intl.formatMessage({ id: 'settings.users.roleOf' }, { name: user.name })}
            hideLabel
            value={user.role}
            disabled={changeRole.isPending}
            options={roleChoices(intl)}
            onChange={(event) => {
              const role = event.target.value as TeamRole;
              changeRole.mutate(
                { userId: user.userId, role },
                {
                  onSuccess: () =>
                    toast(
                      intl.formatMessage(
                        { id: 'settings.users.roleChanged' },
                        { name: user.name, role: roleName(intl, role) },
                      ),
                      { tone: 'success' },
                    ),
                  onError: failed,
                },
              );
            }}
          />
          <Button
            variant="secondary"
            aria-haspopup="dialog"
            aria-label={intl.formatMessage({ id: 'settings.users.remove' }, { name: user.name })}
            onClick={() => setConfirming(true)}
          >
            <FormattedMessage id="settings.users.removeShort" />
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        tone="danger"
        title={intl.formatMessage({ id: 'settings.users.removeTitle' }, { name: user.name })}
        message={intl.formatMessage({ id: 'settings.users.removeMessage' }, { name: user.name })}
        confirmLabel={intl.formatMessage({ id: 'settings.users.removeShort' })}
        cancelLabel={intl.formatMessage({ id: 'common.cancel' })}
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(user.userId, {
            onSuccess: () =>
              toast(intl.formatMessage({ id: 'settings.users.removed' }, { name: user.name }), {
                tone: 'success',
              }),
            onError: failed,
            onSettled: () => setConfirming(false),
          })
        }
      />
    </li>
  );
}

/** Invitations not yet used: who, as what, until when; each can be cancelled. */
function Invitations({ invitations }: { invitations: readonly TeamInvitation[] }) {
  const intl = useIntl();
  const toast = useToast();
  const problemMessage = useProblemMessage();
  const cancel = useCancelInvitation();
  return (
    <Stack space="sm" as="section" aria-labelledby="settings-invitations">
      <Heading level={2} size={4} id="settings-invitations">
        <FormattedMessage id="settings.users.pending" />
      </Heading>
      <ul className={styles.list} aria-labelledby="settings-invitations">
        {invitations.map((invitation) => (
          <li key={invitation.invitationId} className={styles.row}>
            <div className={styles.rowText}>
              <Text as="p" weight="strong">
                {invitation.email}
              </Text>
              <Text as="p" tone="secondary" size="sm">
                <FormattedMessage
                  id="settings.users.pendingRow"
                  values={{
                    role: roleName(intl, invitation.role),
                    name: invitation.invitedBy,
                    date: intl.formatDate(invitation.expiresAt, { format: 'day' }),
                  }}
                />
              </Text>
            </div>
            <Button
              variant="secondary"
              loading={cancel.isPending && cancel.variables === invitation.invitationId}
              aria-label={intl.formatMessage(
                { id: 'settings.users.cancelInvite' },
                { email: invitation.email },
              )}
              onClick={() =>
                cancel.mutate(invitation.invitationId, {
                  onSuccess: () =>
                    toast(
                      intl.formatMessage(
                        { id: 'settings.users.inviteCancelled' },
                        { email: invitation.email },
                      ),
                      { tone: 'success' },
                    ),
                  onError: (error) =>
                    toast(problemMessage(error, 'settings.saveFailed'), { tone: 'error' }),
                })
              }
            >
              <FormattedMessage id="settings.users.cancelInviteShort" />
            </Button>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
