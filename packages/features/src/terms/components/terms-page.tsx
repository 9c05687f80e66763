import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Checkbox } from '@portal/ui/checkbox';
import { Heading } from '@portal/ui/heading';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { PublicPage } from '#shared/public-page.tsx';
import { useBrand } from '#shared/use-brand.ts';
import { useSaveTermsMutation } from '#terms/api/terms.ts';

const SECTIONS = ['service', 'credit', 'storage', 'cancel'] as const;

/** §2 /TermsAndConditions: the full terms; Continue appears once the member agrees. */
export function TermsPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { webpageName } = useBrand();
  const termsRef = useRef<HTMLDivElement>(null);
  const save = useSaveTermsMutation();
  const form = useForm({ defaultValues: { agreed: false } });
  const agreed = useWatch({ control: form.control, name: 'agreed' });
  // The server keeps the terms exactly as the member read them.
  const agree = async () => {
    await save.mutateAsync(termsRef.current?.innerHTML ?? '');
    await navigate({ to: '/Members' });
  };

  return (
    <PublicPage titleId="terms.title" wide>
      <Stack space="lg" ref={termsRef}>
        {SECTIONS.map((section) => (
          <Stack as="section" space="sm" key={section} aria-labelledby={`terms-${section}`}>
            <Heading level={2} size={3} id={`terms-${section}`}>
              <FormattedMessage id={`terms.${section}.title`} />
            </Heading>
            <Text as="p">
              <FormattedMessage id={`terms.${section}.body`} values={{ webpageName }} />
            </Text>
          </Stack>
        ))}
      </Stack>
      <Stack
        as="form"
        space="md"
        onSubmit={(event) =>
          void form
            .handleSubmit(agree)(event)
            .catch(() => {})
        }
      >
        {save.isError && (
          <Alert tone="error">
            <FormattedMessage id="common.error" />
          </Alert>
        )}
        <Checkbox label={intl.formatMessage({ id: 'terms.agree' })} {...form.register('agreed')} />
        {agreed && (
          <Button type="submit" loading={form.formState.isSubmitting}>
            <FormattedMessage id="terms.continue" />
          </Button>
        )}
      </Stack>
    </PublicPage>
  );
}
