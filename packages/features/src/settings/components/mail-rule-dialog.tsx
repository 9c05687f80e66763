import {
  MAIL_RULE_ACTIONS,
  validateMailRule,
  type MailRuleForm,
} from '@portal/domain/validation/mail-rule';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Checkbox } from '@portal/ui/checkbox';
import { Dialog } from '@portal/ui/dialog';
import { Inline } from '@portal/ui/inline';
import { Select } from '@portal/ui/select';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { TextField } from '@portal/ui/text-field';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAddresses } from '#shared/api/addresses.ts';
import { useFolders } from '#shared/api/folders.ts';
import { addressLine } from '#shared/addresses/address-line.ts';
import { domainResolver } from '#shared/forms/domain-resolver.ts';
import { useProblemMessage } from '#shared/forms/problem-text.ts';
import { showServerFieldError } from '#shared/forms/server-field-error.ts';
import { useFieldError } from '#shared/forms/use-field-error.ts';
import {
  useDryRunMailRule,
  useQuoteMailRule,
  useSaveMailRule,
  type MailRule,
  type MailRuleCost,
  type MailRuleDryRun,
  type MailRuleInput,
} from '#settings/api/mail-rules.ts';
import { MailRuleCheck } from '#settings/components/mail-rule-check.tsx';

type RuleDraft = MailRuleForm & { enabled: boolean };

/** A field the server names in an `invalid_field` answer, and the form's field it belongs to. */
const SERVER_FIELDS = {
  name: 'name',
  'match.contains': 'contains',
  'action.folderId': 'folderId',
  'action.label': 'label',
  'action.addressId': 'addressId',
} as const;

const draftOf = (rule: MailRule | null): RuleDraft => ({
  name: rule?.name ?? '',
  on: rule?.match.on ?? 'sender',
  contains: rule?.match.contains ?? '',
  action: rule?.action.type ?? 'scan',
  folderId: rule?.action.folderId ? String(rule.action.folderId) : '',
  label: rule?.action.label ?? '',
  addressId: rule?.action.addressId ? String(rule.action.addressId) : '',
  enabled: rule?.enabled ?? true,
});

/** The rule the server is sent: only the target its action takes. */
function inputOf(draft: RuleDraft): MailRuleInput {
  const { action } = draft;
  return {
    name: draft.name.trim(),
    match: { on: draft.on, contains: draft.contains.trim() },
    action: {
      type: action,
      ...(action === 'folder' ? { folderId: Number(draft.folderId) } : {}),
      ...(action === 'label' ? { label: draft.label.trim() } : {}),
      ...(action === 'forward' ? { addressId: Number(draft.addressId) } : {}),
    },
    enabled: draft.enabled,
  };
}

interface Checked {
  /** The rule the check was made for: a change to the form asks for a new check. */
  key: string;
  cost: MailRuleCost;
  dryRun: MailRuleDryRun;
}

/**
 * A new rule or a change to one: its match and action, then a check that shows what it costs per
 * item and what it would have matched in the last 90 days. It can be saved only once the check
 * shown is of the rule as it now reads (decision 102: the member sees the price before saving).
 */
export function MailRuleDialog({ rule, onClose }: { rule: MailRule | null; onClose: () => void }) {
  const intl = useIntl();
  const label = (id: string) => intl.formatMessage({ id });
  const errorText = useFieldError();
  const problemMessage = useProblemMessage();
  const folders = useFolders().data ?? [];
  const addresses = useAddresses();
  const save = useSaveMailRule();
  const quote = useQuoteMailRule();
  const dryRun = useDryRunMailRule();
  const [checked, setChecked] = useState<Checked | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RuleDraft>({
    defaultValues: draftOf(rule),
    resolver: domainResolver<RuleDraft>(validateMailRule),
  });
  const { errors, isSubmitting } = form.formState;
  // Every field as it reads now (useWatch starts from the defaults, so none is missing).
  const watched = useWatch({ control: form.control }) as RuleDraft;
  const { action } = watched;
  const key = JSON.stringify(inputOf(watched));
  const upToDate = checked?.key === key;

  // Checked apart from the form's submit, so Save shows no spinner while the rule is checked.
  const check = async () => {
    setFailure(null);
    if (!(await form.trigger())) return;
    const input = inputOf(form.getValues());
    try {
      const [cost, matched] = await Promise.all([
        quote.mutateAsync(input),
        dryRun.mutateAsync(input),
      ]);
      if (cost && matched) setChecked({ key: JSON.stringify(input), cost, dryRun: matched });
    } catch (error) {
      if (!showServerFieldError(error, form.setError, SERVER_FIELDS))
        setFailure(problemMessage(error, 'settings.mailRules.checkFailed'));
    }
  };

  const submit = async (draft: RuleDraft) => {
    setFailure(null);
    try {
      await save.mutateAsync({ ruleId: rule?.ruleId, rule: inputOf(draft) });
      onClose();
    } catch (error) {
      if (!showServerFieldError(error, form.setError, SERVER_FIELDS))
        setFailure(problemMessage(error, 'settings.saveFailed'));
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={
        <FormattedMessage id={rule ? 'settings.mailRules.editTitle' : 'settings.mailRules.new'} />
      }
      closeLabel={label('common.close')}
      size="md"
    >
      <Stack
        as="form"
        space="md"
        noValidate
        onSubmit={(event) => void form.handleSubmit(submit)(event)}
      >
        {failure && <Alert tone="error">{failure}</Alert>}
        <TextField
          label={label('settings.mailRules.name')}
          autoComplete="off"
          maxLength={60}
          {...form.register('name')}
          error={errorText(errors.name)}
        />
        <Select
          label={label('settings.mailRules.on')}
          options={(['sender', 'text'] as const).map((on) => ({
            value: on,
            label: label(`settings.mailRules.on.${on}`),
          }))}
          {...form.register('on')}
        />
        <TextField
          label={label('settings.mailRules.contains')}
          autoComplete="off"
          maxLength={100}
          {...form.register('contains')}
          error={errorText(errors.contains)}
        />
        <Select
          label={label('settings.mailRules.action')}
          options={MAIL_RULE_ACTIONS.map((type) => ({
            value: type,
            label: label(`settings.mailRules.actionType.${type}`),
          }))}
          {...form.register('action')}
        />
        {action === 'folder' && (
          <Select
            label={label('settings.mailRules.folder')}
            placeholder={label('settings.mailRules.chooseFolder')}
            options={folders.map((folder) => ({
              value: String(folder.folderId),
              label: folder.name,
            }))}
            {...form.register('folderId')}
            error={errorText(errors.folderId)}
          />
        )}
        {action === 'label' && (
          <TextField
            label={label('settings.mailRules.label')}
            autoComplete="off"
            maxLength={30}
            {...form.register('label')}
            error={errorText(errors.label)}
          />
        )}
        {action === 'forward' && (
          <Select
            label={label('settings.mailRules.address')}
            placeholder={label('settings.mailRules.chooseAddress')}
            options={addresses.map((address) => ({
              value: String(address.addressId),
              label: addressLine(address),
            }))}
            {...form.register('addressId')}
            error={errorText(errors.addressId)}
          />
        )}
        <Checkbox label={label('settings.mailRules.enabled')} {...form.register('enabled')} />
        {upToDate && checked && <MailRuleCheck cost={checked.cost} dryRun={checked.dryRun} />}
        {!upToDate && (
          <Text as="p" size="sm" tone="secondary">
            <FormattedMessage id="settings.mailRules.checkFirst" />
          </Text>
        )}
        <Inline space="sm" align="end">
          <Button
            type="button"
            variant="secondary"
            loading={quote.isPending || dryRun.isPending}
            onClick={() => void check()}
          >
            <FormattedMessage id="settings.mailRules.check" />
          </Button>
          <Button type="submit" loading={isSubmitting} disabled={!upToDate}>
            <FormattedMessage id="settings.mailRules.save" />
          </Button>
        </Inline>
      </Stack>
    </Dialog>
  );
}
