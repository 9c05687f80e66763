import { PortalApiError } from '@portal/api-client/errors';
import {
  CLOSE_ACCOUNT_WORDS,
  validateCloseConfirmation,
} from '@portal/domain/validation/close-account';
import { noticeEndsOnIfGiven } from '@portal/domain/account-lifecycle';
import { dollarsToCents } from '@portal/domain/money';
import { formatMoney } from '#shared/format-money.ts';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Checkbox } from '@portal/ui/checkbox';
import { Dialog } from '@portal/ui/dialog';
import { RadioGroup } from '@portal/ui/radio-group';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { TextField } from '@portal/ui/text-field';
import { useNavigate } from '@tanstack/react-router';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAccount } from '#shared/api/account.ts';
import { useFieldError } from '#shared/forms/use-field-error.ts';
import { useFormatDay } from '#shared/use-format-day.ts';
import { useLocale } from '#shared/use-locale.ts';
import {
  useCloseAccount,
  useForgetLoaded,
  type HeldMailAtClose,
} from '#settings/api/account-settings.ts';
import { HELD_MAIL_CHOICES, heldMailLabelId } from '#settings/components/held-mail-at-close.ts';

interface CloseForm {
  heldMail: HeldMailAtClose | '';
  acknowledged: boolean;
  typed: string;
}

/** Every part is required: an explicit held-mail choice, the balance read, the word typed. */
const resolver: Resolver<CloseForm> = (values) => {
  const problems: [keyof CloseForm, string | null][] = [
    ['heldMail', values.heldMail === '' ? 'settings.close.heldMail.required' : null],
    ['acknowledged', values.acknowledged ? null : 'settings.close.acknowledge.required'],
    ['typed', validateCloseConfirmation(values.typed)],
  ];
  const errors = Object.fromEntries(
    problems
      .filter(([, message]) => message)
      .map(([field, message]) => [field, { type: 'validate', message }]),
  );
  return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
};

/** What the server's refusal means to the member: pay first, already closing, or try again. */
function refusalId(error: unknown): string {
  if (error instanceof PortalApiError && error.code === 'account_locked') {
    return 'settings.close.locked';
  }
  if (error instanceof PortalApiError && error.code === 'account_closing') {
    return 'settings.close.alreadyClosing';
  }
  return 'settings.close.failed';
}

/**
 * Gives the notice: the day the account would close and how to change one's mind, what happens to
 * held mail when it ends, the balance with §9's rule that
 * prepaid credit is non-refundable (a debt is still owed), then 'close' typed (or its translation,
 * any case; §5). The server ends every session; the member lands on /login told the closing date.
 */
export function CloseDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { locale } = useLocale();
  const account = useAccount();
  const errorText = useFieldError();
  const formatDay = useFormatDay();
  const close = useCloseAccount();
  const forgetLoaded = useForgetLoaded();
  const word = CLOSE_ACCOUNT_WORDS[locale];
  const balance = dollarsToCents(account.balance);
  const owed = balance < 0;
  const form = useForm<CloseForm>({
    defaultValues: { heldMail: '', acknowledged: false, typed: '' },
    resolver,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = async ({ heldMail }: CloseForm) => {
    if (heldMail === '') return;
    // A refusal is shown from the mutation's error; the dialog stays with what was chosen.
    const notice = await close.mutateAsync(heldMail).catch(() => null);
    if (!notice) return;
    await navigate({
      to: '/Login',
      search: {
        message: intl.formatMessage(
          { id: 'settings.close.done' },
          { date: formatDay(notice.noticeEndsOn) },
        ),
      },
    });
    forgetLoaded();
  };

  return (
    <Dialog
      open
      role="alertdialog"
      onClose={onClose}
      title={<FormattedMessage id="settings.close.title" />}
      closeLabel={intl.formatMessage({ id: 'common.close' })}
      size="sm"
    >
      <Stack
        as="form"
        space="md"
        noValidate
        onSubmit={(event) => void form.handleSubmit(submit)(event)}
      >
        {close.isError && (
          <Alert tone="error">
            <FormattedMessage id={refusalId(close.error)} />
          </Alert>
        )}
        <Text as="p">
          <FormattedMessage
            id="settings.close.noticeEnds"
            values={{ date: formatDay(noticeEndsOnIfGiven(new Date())) }}
          />
        </Text>
        <Controller
          control={form.control}
          name="heldMail"
          render={({ field }) => (
            <RadioGroup
              label={intl.formatMessage({ id: 'settings.close.heldMail.label' })}
              description={intl.formatMessage({ id: 'settings.close.heldMail.until' })}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              options={HELD_MAIL_CHOICES.map((choice) => ({
                value: choice,
                label: intl.formatMessage({ id: heldMailLabelId(choice) }),
              }))}
              error={errorText(errors.heldMail)}
            />
          )}
        />
        <Text as="p">
          <FormattedMessage
            id={owed ? 'settings.close.balanceOwed' : 'settings.close.balanceCredit'}
            values={{ balance: formatMoney(intl, balance) }}
          />
        </Text>
        <Checkbox
          label={intl.formatMessage({
            id: owed ? 'settings.close.acknowledge.owed' : 'settings.close.acknowledge.credit',
          })}
          {...form.register('acknowledged')}
          error={errorText(errors.acknowledged)}
        />
        <Text as="p">
          <FormattedMessage id="settings.close.confirm" values={{ word }} />
        </Text>
        <TextField
          label={intl.formatMessage({ id: 'settings.close.typeLabel' }, { word })}
          autoComplete="off"
          {...form.register('typed')}
          error={errorText(errors.typed)}
        />
        <Button type="submit" variant="danger" loading={isSubmitting}>
          <FormattedMessage id="settings.close.submit" />
        </Button>
      </Stack>
    </Dialog>
  );
}
