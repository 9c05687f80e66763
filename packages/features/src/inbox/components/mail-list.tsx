import { formatShortDate } from '@portal/domain/date-format';
import { statusLabel } from '@portal/domain/mail-status';
import { EmptyState } from '@portal/ui/empty-state';
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
    <ul className={styles.mailList}>
      {mail.map((item) => (
        <li key={item.mailId} className={styles.mailItem}>
          <span className={item.read ? undefined : styles.unread}>{item.name}</span>
          <span>
            {statusLabel(item).map((part) => (
              <span key={part.key} className={part.pending ? styles.pending : undefined}>
                {intl.formatMessage({ id: part.key })}{' '}
              </span>
            ))}
          </span>
          <time dateTime={item.dateScanned}>{formatShortDate(new Date(item.dateScanned))}</time>
        </li>
      ))}
    </ul>
  );
}
