import { MAX_LABEL_NAME, validateLabelName } from '@portal/domain/validation/labels';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { ConfirmDialog } from '@portal/ui/confirm-dialog';
import { Dialog } from '@portal/ui/dialog';
import { Inline } from '@portal/ui/inline';
import { LABEL_COLOURS, LabelChip, type LabelColour } from '@portal/ui/label-chip';
import { Select } from '@portal/ui/select';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { TextField } from '@portal/ui/text-field';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { domainResolver } from '#shared/forms/domain-resolver.ts';
import { useProblemMessage } from '#shared/forms/problem-text.ts';
import { showServerFieldError } from '#shared/forms/server-field-error.ts';
import { useFieldError } from '#shared/forms/use-field-error.ts';
import {
  useCreateLabel,
  useDeleteLabel,
  useLabels,
  useUpdateLabel,
  type Label,
} from '#inbox/api/labels.ts';
import * as styles from '#shared/hairline-rows.css.ts';

interface LabelDraft {
  name: string;
  colour: LabelColour;
}

const resolver = domainResolver<LabelDraft>(({ name }) => {
  const problem = validateLabelName(name);
  return problem ? { name: problem } : {};
});

/** The member's labels: each renamed, recoloured or deleted, and a new one made (decision 104). */
export function LabelsDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const labels = useLabels();
  const remove = useDeleteLabel();
  const problemMessage = useProblemMessage();
  const [deleting, setDeleting] = useState<Label | null>(null);
  return (
    <Dialog
      open
      onClose={onClose}
      title={<FormattedMessage id="inbox.labels.manage" />}
      closeLabel={intl.formatMessage({ id: 'common.close' })}
      size="md"
    >
      <Stack space="lg">
        {remove.isError && (
          <Alert tone="error">{problemMessage(remove.error, 'inbox.action.failed')}</Alert>
        )}
        {labels.length === 0 ? (
          <Text as="p" tone="secondary">
            <FormattedMessage id="inbox.labels.none" />
          </Text>
        ) : (
          <ul className={styles.list}>
            {labels.map((label) => (
              <li key={label.labelId} className={styles.row}>
                <LabelForm label={label} onDelete={() => setDeleting(label)} />
              </li>
            ))}
          </ul>
        )}
        <LabelForm />
      </Stack>
      <ConfirmDialog
        open={deleting !== null}
        tone="danger"
        title={
          <FormattedMessage id="inbox.labels.deleteTitle" values={{ name: deleting?.name ?? '' }} />
        }
        message={<FormattedMessage id="inbox.labels.deleteMessage" />}
        confirmLabel={intl.formatMessage({ id: 'common.delete' })}
        cancelLabel={intl.formatMessage({ id: 'common.cancel' })}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.labelId);
          setDeleting(null);
        }}
      />
    </Dialog>
  );
}

/** A label's name and colour, saved as a change to `label`, or as a new label without one. */
function LabelForm({ label, onDelete }: { label?: Label; onDelete?: () => void }) {
  const intl = useIntl();
  const errorText = useFieldError();
  const problemMessage = useProblemMessage();
  const create = useCreateLabel();
  const update = useUpdateLabel();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LabelDraft>({
    defaultValues: { name: label?.name ?? '', colour: label?.colour ?? 'grey' },
    resolver,
  });
  const { errors, isSubmitting } = form.formState;
  const [name, colour] = useWatch({ control: form.control, name: ['name', 'colour'] });

  const submit = async (draft: LabelDraft) => {
    setFailure(null);
    const input = { name: draft.name.trim(), colour: draft.colour };
    try {
      if (label) await update.mutateAsync({ labelId: label.labelId, label: input });
      else {
        await create.mutateAsync(input);
        form.reset({ name: '', colour: 'grey' });
      }
    } catch (error) {
      if (!showServerFieldError(error, form.setError, { name: 'name' }))
        setFailure(problemMessage(error, 'inbox.action.failed'));
    }
  };
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  return (
    <Stack
      as="form"
      space="sm"
      noValidate
      aria-label={
        label ? text('inbox.labels.change', { name: label.name }) : text('inbox.labels.new')
      }
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
    >
      {failure && <Alert tone="error">{failure}</Alert>}
      <Inline space="sm" alignY="bottom">
        <TextField
          label={text('inbox.labels.name')}
          autoComplete="off"
          maxLength={MAX_LABEL_NAME}
          {...form.register('name')}
          error={errorText(errors.name)}
        />
        <Select
          label={text('inbox.labels.colour')}
          options={LABEL_COLOURS.map((value) => ({
            value,
            label: text(`inbox.labels.colour.${value}`),
          }))}
          {...form.register('colour')}
        />
        <LabelChip name={name.trim() || text('inbox.labels.preview')} colour={colour} />
      </Inline>
      <Inline space="sm">
        <Button
          type="submit"
          size="sm"
          variant={label ? 'secondary' : 'primary'}
          loading={isSubmitting}
        >
          <FormattedMessage id={label ? 'common.save' : 'inbox.labels.add'} />
        </Button>
        {onDelete && (
          <Button type="button" size="sm" variant="secondary" onClick={onDelete}>
            <FormattedMessage id="common.delete" />
          </Button>
        )}
      </Inline>
    </Stack>
  );
}
