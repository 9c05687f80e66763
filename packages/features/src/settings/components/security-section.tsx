import { describeUserAgent } from '@portal/domain/user-agent';
import { Button } from '@portal/ui/button';
import { Heading } from '@portal/ui/heading';
import { Spinner } from '@portal/ui/spinner';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { useToast } from '@portal/ui/toast';
import { useCallback, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAccount } from '#shared/api/account.ts';
import { useUpdateLoginGuard } from '#settings/api/account-settings.ts';
import {
  useEndOtherSessions,
  useEndSession,
  useSessions,
  type SessionInfo,
} from '#settings/api/sessions.ts';
import { ChangePasswordDialog } from '#settings/components/change-password-dialog.tsx';
import { SettingSwitch } from '#settings/components/setting-switch.tsx';
import * as styles from '#settings/components/settings.css.ts';

/** §2 Security & Login: change password, the login guard, and the member's signed-in browsers. */
export function SecuritySection() {
  const intl = useIntl();
  const account = useAccount();
  const loginGuard = useUpdateLoginGuard();
  const [changing, setChanging] = useState(false);
  const close = useCallback(() => setChanging(false), []);

  return (
    <Stack space="xl">
      <Stack space="sm" as="section" aria-labelledby="settings-password">
        <Heading level={2} size={4} id="settings-password">
          <FormattedMessage id="settings.password.heading" />
        </Heading>
        <Text as="p" tone="secondary">
          <FormattedMessage id="settings.password.intro" />
        </Text>
        <div>
          <Button variant="secondary" onClick={() => setChanging(true)}>
            <FormattedMessage id="settings.password.title" />
          </Button>
        </div>
      </Stack>
      <Stack space="sm" as="section" aria-labelledby="settings-login-guard">
        <Heading level={2} size={4} id="settings-login-guard">
          <FormattedMessage id="settings.loginGuard.heading" />
        </Heading>
        <SettingSwitch
          label={intl.formatMessage({ id: 'settings.loginGuard.label' })}
          description={intl.formatMessage({ id: 'settings.loginGuard.description' })}
          checked={account.enableLoginGuard}
          mutation={loginGuard}
          input={(on) => on}
        />
      </Stack>
      <SessionList />
      {changing && <ChangePasswordDialog onClose={close} />}
    </Stack>
  );
}

/** The member's signed-in browsers: which, when last used, and a way to log them out. */
function SessionList() {
  const intl = useIntl();
  const toast = useToast();
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const others = (sessions.data ?? []).filter((session) => !session.current);
  const failed = () => toast(intl.formatMessage({ id: 'settings.saveFailed' }), { tone: 'error' });

  return (
    <Stack space="sm" as="section" aria-labelledby="settings-sessions">
      <Heading level={2} size={4} id="settings-sessions">
        <FormattedMessage id="settings.sessions.heading" />
      </Heading>
      <Text as="p" tone="secondary">
        <FormattedMessage id="settings.sessions.intro" />
      </Text>
      {sessions.isPending ? (
        <Spinner label={intl.formatMessage({ id: 'common.loading' })} />
      ) : sessions.isError ? (
        <Text as="p" tone="critical">
          <FormattedMessage id="settings.sessions.unavailable" />
        </Text>
      ) : (
        <ul className={styles.list} aria-labelledby="settings-sessions">
          {sessions.data.map((session) => (
            <SessionRow
              key={session.sessionId}
              session={session}
              busy={endOne.isPending && endOne.variables === session.sessionId}
              onEnd={() =>
                endOne.mutate(session.sessionId, {
                  onSuccess: () =>
                    toast(intl.formatMessage({ id: 'settings.sessions.ended' }), {
                      tone: 'success',
                    }),
                  onError: failed,
                })
              }
            />
          ))}
        </ul>
      )}
      <div>
        <Button
          variant="secondary"
          disabled={others.length === 0}
          loading={endOthers.isPending}
          onClick={() =>
            endOthers.mutate(undefined, {
              onSuccess: () =>
                toast(intl.formatMessage({ id: 'settings.sessions.othersEnded' }), {
                  tone: 'success',
                }),
              onError: failed,
            })
          }
        >
          <FormattedMessage id="settings.sessions.endOthers" />
        </Button>
      </div>
    </Stack>
  );
}

function SessionRow({
  session,
  busy,
  onEnd,
}: {
  session: SessionInfo;
  busy: boolean;
  onEnd: () => void;
}) {
  const intl = useIntl();
  const textId = useId();
  const { browser, os } = describeUserAgent(session.userAgent);
  const device =
    browser && os
      ? intl.formatMessage({ id: 'settings.sessions.device' }, { browser, os })
      : (browser ?? os ?? intl.formatMessage({ id: 'settings.sessions.unknownDevice' }));
  return (
    <li className={styles.row}>
      <div className={styles.rowText} id={textId}>
        <Text as="p" weight="strong">
          {device}
          {session.current && (
            <>
              {' · '}
              <FormattedMessage id="settings.sessions.current" />
            </>
          )}
        </Text>
        <Text as="p" tone="secondary">
          <FormattedMessage
            id="settings.sessions.lastUsed"
            values={{
              date: (
                <time dateTime={session.lastSeenAt}>
                  {intl.formatDate(session.lastSeenAt, { format: 'dayTime' })}
                </time>
              ),
              ip: session.ip,
            }}
          />
        </Text>
      </div>
      {!session.current && (
        <div className={styles.rowActions}>
          <Button
            variant="secondary"
            size="sm"
            loading={busy}
            onClick={onEnd}
            aria-describedby={textId}
          >
            <FormattedMessage id="settings.sessions.end" />
          </Button>
        </div>
      )}
    </li>
  );
}
