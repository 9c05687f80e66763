import type { MailView } from '@portal/domain/mail-list';
import { Icon } from '@portal/ui/icon';
import { Menu, type MenuItem } from '@portal/ui/menu';
import { useToast } from '@portal/ui/toast';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useProblemMessage } from '#shared/forms/problem-text.ts';
import { useLabelMail, useLabels, type Label } from '#inbox/api/labels.ts';
import type { MailItem } from '#inbox/api/mail.ts';
import { LabelsDialog } from '#inbox/components/labels-dialog.tsx';
import * as styles from '#inbox/components/inbox.css.ts';
import { useCan } from '#shared/use-can.ts';

/**
 * Labels for the selected items, in bulk (decision 104): each label is put on them all, or taken
 * off when they all have it already; each also shows the mail that has it (a `label:` search), and
 * Manage labels makes, renames, recolours and deletes them.
 */
export function LabelMenu({ view, selection }: { view: MailView; selection: readonly MailItem[] }) {
  const intl = useIntl();
  const toast = useToast();
  const problemMessage = useProblemMessage();
  const labels = useLabels();
  const labelMail = useLabelMail(view);
  const navigate = useNavigate();
  const can = useCan();
  const [managing, setManaging] = useState(false);
  const none = selection.length === 0;
  const onAll = (label: Label) =>
    !none && selection.every((item) => (item.labelIds ?? []).includes(label.labelId));

  const apply = (label: Label) => {
    const remove = onAll(label);
    labelMail.mutate(
      { mailIds: selection.map((item) => item.mailId), labelIds: [label.labelId], remove },
      {
        onSuccess: () =>
          toast(
            intl.formatMessage(
              { id: remove ? 'inbox.labels.removed' : 'inbox.labels.added' },
              { name: label.name, items: selection.length },
            ),
            { tone: 'success' },
          ),
        onError: (error) => toast(problemMessage(error, 'inbox.action.failed'), { tone: 'error' }),
      },
    );
  };

  // A viewer only finds mail by its labels (issue 39): putting them on and managing them is acting.
  const mayLabel = can('labelMail');
  const items: MenuItem[] = [
    ...(mayLabel ? labels : []).map((label) => ({
      id: `label-${label.labelId}`,
      label: intl.formatMessage(
        { id: onAll(label) ? 'inbox.labels.takeOff' : 'inbox.labels.putOn' },
        { name: label.name },
      ),
      disabled: none,
      description: none ? intl.formatMessage({ id: 'inbox.why.nothing' }) : undefined,
      onSelect: () => apply(label),
    })),
    // With or without a selection, a label also filters: a search for its `label:` term.
    ...labels.filter(searchable).map((label, index) => ({
      id: `show-${label.labelId}`,
      label: intl.formatMessage({ id: 'inbox.labels.show' }, { name: label.name }),
      startsGroup: mayLabel && index === 0,
      onSelect: () => void navigate({ to: '/Members', search: { q: labelTerm(label.name) } }),
    })),
    ...(mayLabel
      ? [
          {
            id: 'manage',
            label: intl.formatMessage({ id: 'inbox.labels.manage' }),
            icon: 'edit' as const,
            startsGroup: labels.length > 0,
            onSelect: () => setManaging(true),
          },
        ]
      : []),
  ];
  if (items.length === 0) return null;
  return (
    <>
      <Menu
        triggerLook="button"
        align="end"
        trigger={
          <>
            <Icon name="tag" />
            <span className={styles.wordsOffPhone}>
              {intl.formatMessage({ id: 'inbox.labels' })}
            </span>
          </>
        }
        items={items}
      />
      {managing && <LabelsDialog onClose={() => setManaging(false)} />}
    </>
  );
}

/** The search term for a label: `label:tax`, or `label:"my tax"` for a name with spaces. */
const labelTerm = (name: string) => (/\s/.test(name) ? `label:"${name}"` : `label:${name}`);

/** A name with both a space and a double quote cannot be written as a term. */
const searchable = (label: Label) => !(/\s/.test(label.name) && label.name.includes('"'));
