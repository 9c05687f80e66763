import {
  CLOSE_ACCOUNT_WORDS,
  validateCloseConfirmation,
} from '@portal/domain/validation/close-account';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Dialog } from '@portal/ui/dialog';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { TextField } from '@portal/ui/text-field';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { domainResolver } from '#shared/forms/domain-resolver.ts';
import { useFieldError } from '#shared/forms/use-field-error.ts';
import { useLocale } from '#shared/use-locale.ts';
import { useCloseAccount, useForgetLoaded } from '#settings/api/account-settings.ts';
import * as styles from '#settings/components/settings.css.ts';

const resolver = domainResolver<{ typed: string }>(({ typed }) => {
  const problem = validateCloseConfirmation(typed);
  return problem ? { typed: problem } : {};
});

/**
 * §2 Close Account: what closing means (§9), then a dialog where the member types 'close' (or its
 * translation, any case; §5). The server ends every session; the member lands on /login with a
 * message.
 */
export function CloseSection() {
  const [confirming, setConfirming] = useState(false);
  return (
    <Stack space="lg">
      <Text as="p">
        <FormattedMessage id="settings.close.intro" />
      </Text>
      <ul className={styles.bullets}>
        <li>
          <FormattedMessage id="settings.close.notice" />
        </li>
        <li>
          <FormattedMessage id="settings.close.credit" />
        </li>
        <li>
          <FormattedMessage id="settings.close.pauseInstead" />
        </li>
      </ul>
      <div>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          <FormattedMessage id="settings.close.button" />
        </Button>
      </div>
      {confirming && <CloseDialog onClose={() => setConfirming(false)} />}
    </Stack>
  );
}

function CloseDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { locale } = useLocale();
  const errorText = useFieldError();
  const close = useCloseAccount();
  const forgetLoaded = useForgetLoaded();
  const word = CLOSE_ACCOUNT_WORDS[locale];
  const form = useForm<{ typed: string }>({ defaultValues: { typed: '' }, resolver });
  const { errors, isSubmitting } = form.formState;

  const submit = async () => {
    try {
      await close.mutateAsync();
    } catch {
      return;
    }
    await navigate({
      to: '/Login',
      search: { message: intl.formatMessage({ id: 'settings.close.done' }) },
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
            <FormattedMessage id="settings.close.failed" />
          </Alert>
        )}
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
