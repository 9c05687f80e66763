import { dollarsToCents } from '@portal/domain/money';
import { FOLDER } from '@portal/domain/folders';
import { EmptyState } from '@portal/ui/empty-state';
import { Heading } from '@portal/ui/heading';
import { Spinner } from '@portal/ui/spinner';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { Link, useNavigate } from '@tanstack/react-router';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { formatMoney } from '#shared/format-money.ts';
import { MembersSidebar } from '#shared/members-shell/members-sidebar.tsx';
import { usePageTitle } from '#shared/use-page-title.ts';
import {
  ACTION_REQUIRED_GROUPS,
  useActionRequired,
  type ActionRequiredGroupName,
  type ActionRequiredItem,
} from '#inbox/api/action-required.ts';
import { FolderSidebar } from '#inbox/components/folder-sidebar.tsx';
import * as styles from '#shared/hairline-rows.css.ts';

/**
 * Action Required (issue 38, decision 103): the items that wait for the member, in five groups,
 * each with its count and its oldest items, and what the group says about each (when free storage
 * ends and the daily fee after it, what staff marked an item as). Each item opens in its folder.
 */
export function ActionRequiredPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const view = useActionRequired();
  const data = view.data;
  usePageTitle(intl.formatMessage({ id: 'inbox.actionRequired' }));
  return (
    <>
      <MembersSidebar>
        <FolderSidebar
          folderId={null}
          actionRequired
          onSelect={(folder) =>
            void navigate({
              to: '/Members',
              search: { folder: folder === FOLDER.inbox ? undefined : folder },
            })
          }
          onDropMail={() => undefined}
        />
      </MembersSidebar>
      <Stack space="lg">
        <Heading level={1} size={2}>
          <FormattedMessage id="inbox.actionRequired" />
        </Heading>
        {view.isPending ? (
          <Spinner label={intl.formatMessage({ id: 'common.loading' })} />
        ) : !data ? (
          <Text as="p" tone="critical">
            <FormattedMessage id="inbox.actionRequired.failed" />
          </Text>
        ) : data.total === 0 ? (
          <EmptyState title={<FormattedMessage id="inbox.actionRequired.none" />} />
        ) : (
          ACTION_REQUIRED_GROUPS.map((group) =>
            data[group].count > 0 ? (
              <Group
                key={group}
                group={group}
                count={data[group].count}
                items={data[group].items}
                unopenedDays={data.unopenedDays}
              />
            ) : null,
          )
        )}
      </Stack>
    </>
  );
}

function Group({
  group,
  count,
  items,
  unopenedDays,
}: {
  group: ActionRequiredGroupName;
  count: number;
  items: ActionRequiredItem[];
  unopenedDays: number;
}) {
  const intl = useIntl();
  const headingId = `action-required-${group}`;
  return (
    <section aria-labelledby={headingId}>
      <Stack space="sm">
        <Heading level={2} size={4} id={headingId}>
          <FormattedMessage
            id={`inbox.actionRequired.${group}`}
            values={{ count, days: unopenedDays }}
          />
        </Heading>
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.mailId} className={styles.row}>
              <Text weight="strong" className={styles.name}>
                <Link
                  to="/Members"
                  search={{ folder: item.folderId ?? undefined, open: item.mailId }}
                >
                  {item.name}
                </Link>
              </Text>
              <Text size="sm" tone="secondary">
                <FormattedMessage
                  id="inbox.actionRequired.received"
                  values={{ date: <FormattedDate value={item.dateReceived} dateStyle="medium" /> }}
                />
              </Text>
              <ItemDetail
                group={group}
                item={item}
                money={(dollars) => formatMoney(intl, dollarsToCents(dollars))}
              />
            </li>
          ))}
        </ul>
        {count > items.length && (
          <Text as="p" size="sm" tone="secondary">
            <FormattedMessage
              id="inbox.actionRequired.more"
              values={{ more: count - items.length }}
            />
          </Text>
        )}
      </Stack>
    </section>
  );
}

/** What the group says about the item: when free storage ends, what staff marked it as. */
function ItemDetail({
  group,
  item,
  money,
}: {
  group: ActionRequiredGroupName;
  item: ActionRequiredItem;
  money: (dollars: number) => string;
}) {
  if (group === 'storageEnding' && item.freeStorageEnds) {
    return (
      <Text size="sm" tone="critical">
        <FormattedMessage
          id="inbox.actionRequired.storageEnds"
          values={{
            date: <FormattedDate value={item.freeStorageEnds} dateStyle="medium" />,
            fee: money(item.dailyFee ?? 0),
          }}
        />
      </Text>
    );
  }
  if ((group === 'staffFlagged' || group === 'rulesToConfirm') && item.protectedKind) {
    return (
      <Text size="sm">
        <FormattedMessage
          id="inbox.actionRequired.markedAs"
          values={{ kind: <FormattedMessage id={`mail.protectedKind.${item.protectedKind}`} /> }}
        />
      </Text>
    );
  }
  return null;
}
