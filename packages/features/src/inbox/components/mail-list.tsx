import { formatShortDate } from '@portal/domain/date-format';
import { statusLabel } from '@portal/domain/mail-status';
import { Column, Columns } from '@portal/ui/columns';
import { EmptyState } from '@portal/ui/empty-state';
import { Inline } from '@portal/ui/inline';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMail } from '#inbox/api/mail.ts';
import * as styles from '#inbox/components/mail-list.css.ts';

/** A folder's items in a plain list; selection, actions and preview come with the full inbox. */
export function MailList({ folder }: { folder: number }) {
  const intl = useIntl();
  const mail = useMail(folder);
  if (mail.length === 0) {
    return <EmptyState icon="inbox" title={<FormattedMessage id="inbox.empty" />} />;
  }
  return (
    <Stack as="ul" space="none" className={styles.list}>
      {mail.map((item) => (
        <li key={item.mailId} className={styles.row}>
          <Columns space="md" alignY="center">
            <Column>
              <Stack space="xxs">
                <Text weight={item.read ? 'regular' : 'strong'} truncate>
                  {item.name}
                </Text>
                <Inline space="xs">
                  {statusLabel(item).map((part) => (
                    <Text key={part.key} size="sm" tone={part.pending ? 'critical' : 'secondary'}>
                      {intl.formatMessage({ id: part.key })}
                    </Text>
                  ))}
                </Inline>
              </Stack>
            </Column>
            <Column width="content">
              <Text as="time" size="sm" tone="secondary" dateTime={item.dateScanned}>
                {formatShortDate(new Date(item.dateScanned))}
              </Text>
            </Column>
          </Columns>
        </li>
      ))}
    </Stack>
  );
}
