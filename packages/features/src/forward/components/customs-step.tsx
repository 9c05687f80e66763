import {
  CUSTOMS_REASON_LABEL_KEYS,
  CUSTOMS_REASONS,
  UNDELIVERABLE_CHOICES,
  UNDELIVERABLE_LABEL_KEYS,
  validateCustomForm,
  type CustomForm,
  type CustomsReason,
  type Undeliverable,
} from '@portal/domain/custom-form';
import { itemKind } from '@portal/domain/forward-services';
import type { CustomFormState } from '@portal/domain/forward-wizard';
import { Button } from '@portal/ui/button';
import { Checkbox } from '@portal/ui/checkbox';
import { RadioGroup } from '@portal/ui/radio-group';
import { Select } from '@portal/ui/select';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { TextField } from '@portal/ui/text-field';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { domainResolver } from '#shared/forms/domain-resolver.ts';
import { useFieldError } from '#shared/forms/use-field-error.ts';
import { StepActions } from '#forward/components/step-actions.tsx';
import type { ForwardWizard } from '#forward/wizard/use-forward-wizard.ts';

const resolver = domainResolver<CustomForm>(validateCustomForm);

/**
 * §2 customForm, §5 custom declaration: a description, the value of one unit (digits, up to four
 * decimals), the reason (Other asks for the member's own), dangerous goods (no by default) and what
 * to do when it cannot be delivered (Return to Sender by default), in words for a letter or a
 * parcel. Next (to the review) shows once the member has confirmed the declaration is accurate.
 */
export function CustomsStep({ state, wizard }: { state: CustomFormState; wizard: ForwardWizard }) {
  const intl = useIntl();
  const errorText = useFieldError();
  const [accurate, setAccurate] = useState(false);
  const form = useForm<CustomForm>({ defaultValues: state.form, resolver });
  const { errors } = form.formState;
  const reason = useWatch({ control: form.control, name: 'whyAreYouSending' });
  const label = (id: string) => intl.formatMessage({ id });
  const letter = itemKind(state.choice.service) === 'letter';

  return (
    <Stack
      as="form"
      space="md"
      noValidate
      onSubmit={(event) =>
        void form.handleSubmit((filled) =>
          wizard.dispatch({ type: 'submitCustomForm', form: filled, accuracyConfirmed: accurate }),
        )(event)
      }
    >
      <Text as="p" tone="secondary">
        <FormattedMessage id={letter ? 'forward.customs.introLetter' : 'forward.customs.intro'} />
      </Text>
      <TextField
        label={label('forward.customs.description')}
        {...form.register('whatIsIt')}
        maxLength={200}
        error={errorText(errors.whatIsIt)}
      />
      <TextField
        label={label('forward.customs.unitValue')}
        description={label('forward.customs.unitValueHint')}
        inputMode="decimal"
        {...form.register('unitValue')}
        error={errorText(errors.unitValue)}
      />
      <Select
        label={label('forward.customs.reason')}
        placeholder={label('forward.customs.chooseReason')}
        options={CUSTOMS_REASONS.map((value) => ({
          value,
          label: label(CUSTOMS_REASON_LABEL_KEYS[value]),
        }))}
        {...form.register('whyAreYouSending', {
          setValueAs: (value: string) => (value ? (value as CustomsReason) : null),
        })}
        error={errorText(errors.whyAreYouSending)}
      />
      {reason === 'Other' && (
        <TextField
          label={label('forward.customs.otherReason')}
          maxLength={200}
          {...form.register('otherReason')}
          error={errorText(errors.otherReason)}
        />
      )}
      <Controller
        control={form.control}
        name="doesParcelContainDangerous"
        render={({ field }) => (
          <RadioGroup
            label={label(letter ? 'forward.customs.dangerousLetter' : 'forward.customs.dangerous')}
            orientation="horizontal"
            options={[
              { value: 'no', label: label('forward.customs.no') },
              { value: 'yes', label: label('forward.customs.yes') },
            ]}
            value={field.value ? 'yes' : 'no'}
            onChange={(value) => field.onChange(value === 'yes')}
          />
        )}
      />
      <Controller
        control={form.control}
        name="whatIfParcelCantBeDelivered"
        render={({ field }) => (
          <RadioGroup
            label={label('forward.customs.undeliverable')}
            options={UNDELIVERABLE_CHOICES.map((value) => ({
              value,
              label: label(UNDELIVERABLE_LABEL_KEYS[value]),
            }))}
            value={field.value}
            onChange={(value) => field.onChange(value as Undeliverable)}
          />
        )}
      />
      <Checkbox
        label={label('forward.customs.accurate')}
        checked={accurate}
        onChange={(event) => setAccurate(event.target.checked)}
      />
      <StepActions
        onBack={() => wizard.dispatch({ type: 'back' })}
        next={
          accurate && (
            <Button type="submit">
              <FormattedMessage id="forward.next" />
            </Button>
          )
        }
      />
    </Stack>
  );
}
