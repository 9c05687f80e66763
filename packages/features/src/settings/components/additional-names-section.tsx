import {
  MAX_ADDITIONAL_NAMES,
  validateAdditionalName,
} from '@portal/domain/validation/additional-names';
import { Button } from '@portal/ui/button';
import { EmptyState } from '@portal/ui/empty-state';
import { Inline } from '@portal/ui/inline';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { TextField } from '@portal/ui/text-field';
import { useToast } from '@portal/ui/toast';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { domainResolver } from '#shared/forms/domain-resolver.ts';
import { useFieldError } from '#shared/forms/use-field-error.ts';
import {
  useAddAdditionalName,
  useAdditionalNames,
  useRemoveAdditionalName,
} from '#settings/api/additional-names.ts';
import * as styles from '#settings/components/settings.css.ts';

/**
 * §2 Additional Names (brands with includeAdditionalNames): other people or businesses the member
 * receives mail for, at most 5 (§9). A name joins or leaves the list only once the server says so
 * (§4).
 */
export function AdditionalNamesSection() {
  const intl = useIntl();
  const toast = useToast();
  const errorText = useFieldError();
  const names = useAdditionalNames();
  const add = useAddAdditionalName();
  const remove = useRemoveAdditionalName();
  const limitId = useId();
  const full = names.length >= MAX_ADDITIONAL_NAMES;
  const form = useForm<{ name: string }>({
    defaultValues: { name: '' },
    resolver: domainResolver(({ name }) => {
      const problem = validateAdditionalName(
        name,
        names.map((each) => each.name),
      );
      return problem ? { name: problem } : {};
    }),
  });
  const { errors, isSubmitting } = form.formState;

  const submit = async ({ name }: { name: string }) => {
    try {
      const added = await add.mutateAsync(name);
      if (added) {
        form.reset({ name: '' });
      } else {
        // The server found the list full (another browser added one meanwhile).
        form.setError('name', { type: 'domain', message: 'validation.additionalNames.max' });
      }
    } catch {
      toast(intl.formatMessage({ id: 'settings.saveFailed' }), { tone: 'error' });
    }
  };

  return (
    <Stack space="lg">
      <Text as="p">
        <FormattedMessage id="settings.additionalNames.intro" />
      </Text>
      {names.length === 0 ? (
        <EmptyState title={<FormattedMessage id="settings.additionalNames.none" />} />
      ) : (
        <ul
          className={styles.list}
          aria-label={intl.formatMessage({ id: 'settings.section.additionalNames' })}
        >
          {names.map((each) => (
            <li key={each.additionalNameId} className={styles.row}>
              <Text className={styles.rowText}>{each.name}</Text>
              <Button
                variant="secondary"
                size="sm"
                loading={remove.isPending && remove.variables === each.additionalNameId}
                aria-label={intl.formatMessage(
                  { id: 'settings.additionalNames.remove' },
                  { name: each.name },
                )}
                onClick={() =>
                  remove.mutate(each.additionalNameId, {
                    onError: () =>
                      toast(intl.formatMessage({ id: 'settings.saveFailed' }), { tone: 'error' }),
                  })
                }
              >
                <FormattedMessage id="common.delete" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Stack
        as="form"
        space="sm"
        noValidate
        onSubmit={(event) => void form.handleSubmit(submit)(event)}
      >
        <Inline space="sm" alignY="bottom">
          <TextField
            label={intl.formatMessage({ id: 'settings.additionalNames.name' })}
            autoComplete="off"
            maxLength={100}
            disabled={full}
            aria-describedby={limitId}
            {...form.register('name')}
            error={errorText(errors.name)}
          />
          <Button type="submit" loading={isSubmitting} disabled={full}>
            <FormattedMessage id="settings.additionalNames.add" />
          </Button>
        </Inline>
        <Text as="p" id={limitId} tone="secondary" size="sm">
          <FormattedMessage
            id={full ? 'settings.additionalNames.full' : 'settings.additionalNames.limit'}
            values={{ max: MAX_ADDITIONAL_NAMES, count: names.length }}
          />
        </Text>
      </Stack>
    </Stack>
  );
}
