import { isAustralia } from '@portal/domain/forward-address';
import { Button } from '@portal/ui/button';
import { Dialog } from '@portal/ui/dialog';
import { RadioGroup } from '@portal/ui/radio-group';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { useToast } from '@portal/ui/toast';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAddToPendingForward, type PendingForwardChoice } from '#inbox/api/forward-log.ts';
import type { MailItem } from '#inbox/api/mail.ts';
import { mailActionError } from '#inbox/api/mail-actions.ts';

const NEW = 'new';

interface ForwardChoiceDialogProps {
  items: MailItem[];
  choices: PendingForwardChoice[];
  /** Opens the forward wizard for the items (§4: create a new one). */
  onNewForward: (items: MailItem[]) => void;
  onClose: () => void;
}

/**
 * §4 Forward from the inbox, when forwards are waiting to be posted: add the items to one of them
 * (they become pending forward, and the difference in postage is charged) or make a new forward.
 * Each waiting forward is named as the member knows it: to whom and where, when it was asked for and
 * how many items it holds (its id means nothing to them).
 */
export function ForwardChoiceDialog({
  items,
  choices,
  onNewForward,
  onClose,
}: ForwardChoiceDialogProps) {
  const intl = useIntl();
  const toast = useToast();
  const add = useAddToPendingForward();
  const [choice, setChoice] = useState(String(choices[0]?.forwardId ?? NEW));

  const submit = () => {
    if (choice === NEW) {
      onNewForward(items);
      return;
    }
    add.mutate(
      { forwardId: Number(choice), mailIds: items.map((item) => item.mailId) },
      {
        onSuccess: () => {
          toast(intl.formatMessage({ id: 'inbox.forward.added' }, { items: items.length }), {
            tone: 'success',
          });
          onClose();
        },
        onError: (error) => toast(mailActionError(intl, error), { tone: 'error' }),
      },
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={<FormattedMessage id="inbox.forward.title" values={{ items: items.length }} />}
      closeLabel={intl.formatMessage({ id: 'common.close' })}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button loading={add.isPending} onClick={submit}>
            <FormattedMessage id={choice === NEW ? 'inbox.forward.new' : 'inbox.forward.add'} />
          </Button>
        </>
      }
    >
      <Stack space="md">
        <Text as="p">
          <FormattedMessage id="inbox.forward.intro" />
        </Text>
        <RadioGroup
          label={intl.formatMessage({ id: 'inbox.forward.choose' })}
          hideLabel
          value={choice}
          onChange={setChoice}
          options={[
            ...choices.map((pending) => ({
              value: String(pending.forwardId),
              label: intl.formatMessage(
                { id: 'inbox.forward.pendingTo' },
                {
                  name: pending.fullName,
                  city: pending.address.city,
                  country: pending.address.country,
                  abroad: isAustralia(pending.address.country) ? 'no' : 'yes',
                },
              ),
              description: intl.formatMessage(
                { id: 'inbox.forward.pendingDetails' },
                { at: new Date(pending.requestedAt), items: pending.itemCount },
              ),
            })),
            {
              value: NEW,
              label: intl.formatMessage({ id: 'inbox.forward.newOption' }),
              description: intl.formatMessage({ id: 'inbox.forward.newDescription' }),
            },
          ]}
        />
      </Stack>
    </Dialog>
  );
}
