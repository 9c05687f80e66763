import { formatLongDate } from '@portal/domain/date-format';
import { isParcel, statusLabel } from '@portal/domain/mail-status';
import { EmptyState } from '@portal/ui/empty-state';
import { Heading } from '@portal/ui/heading';
import { useIntl } from 'react-intl';
import type { MailItem } from '#inbox/api/mail.ts';
import * as styles from '#inbox/components/inbox.css.ts';

/** The opened item's details, where the preview pane of the scan will go (§2). */
export function MailDetails({ item }: { item: MailItem | undefined }) {
  const intl = useIntl();
  if (!item) {
    return (
      <aside className={styles.details} aria-label={intl.formatMessage({ id: 'inbox.details' })}>
        <EmptyState icon="mail" title={intl.formatMessage({ id: 'inbox.details.nothing' })} />
      </aside>
    );
  }
  const row = (label: string, value: string) => (
    <div className={styles.detailRow}>
      <dt>{intl.formatMessage({ id: label })}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <aside className={styles.details} aria-label={intl.formatMessage({ id: 'inbox.details' })}>
      <Heading level={2} size={3}>
        {item.name}
      </Heading>
      <dl className={styles.detailList}>
        {row(
          'inbox.details.type',
          intl.formatMessage({ id: isParcel(item) ? 'inbox.list.parcel' : 'inbox.list.letter' }),
        )}
        {row(
          'inbox.details.status',
          statusLabel(item)
            .map((part) => intl.formatMessage({ id: part.key }))
            .join(' · '),
        )}
        {row(
          'inbox.details.weight',
          intl.formatNumber(item.weight, { style: 'unit', unit: 'gram', unitDisplay: 'short' }),
        )}
        {row('inbox.details.date', formatLongDate(new Date(item.dateScanned)))}
        {item.blurb && row('inbox.details.blurb', item.blurb)}
      </dl>
    </aside>
  );
}
