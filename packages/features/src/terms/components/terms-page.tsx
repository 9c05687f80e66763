import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Checkbox } from '@portal/ui/checkbox';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePortalApi } from '#shared/portal-api.ts';
import { PublicPage } from '#shared/public-page.tsx';
import { rememberAccount } from '#shared/account-query.ts';
import { useBrand } from '#shared/use-brand.ts';

const SECTIONS = ['service', 'credit', 'storage', 'cancel'] as const;

/** §2 /TermsAndConditions: the full terms; Continue appears once the member agrees. */
export function TermsPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { client } = usePortalApi();
  const { webpageName } = useBrand();
  const termsRef = useRef<HTMLDivElement>(null);
  const [agreed, setAgreed] = useState(false);
  const save = useMutation({
    // The server keeps the terms exactly as the member read them.
    mutationFn: async () => {
      const { data } = await client.POST('/api/TermsAndConditions/SaveTermsAndConditions', {
        body: { Html: termsRef.current?.innerHTML ?? '' },
      });
      if (!data) throw new Error('SaveTermsAndConditions answered without an account');
      return data;
    },
    onSuccess: async (account) => {
      rememberAccount(queryClient, account);
      await navigate({ to: '/Members' });
    },
  });

  return (
    <PublicPage title={<FormattedMessage id="terms.title" />} wide>
      <div ref={termsRef}>
        {SECTIONS.map((section) => (
          <section key={section} aria-labelledby={`terms-${section}`}>
            <h2 id={`terms-${section}`}>
              <FormattedMessage id={`terms.${section}.title`} />
            </h2>
            <p>
              <FormattedMessage id={`terms.${section}.body`} values={{ webpageName }} />
            </p>
          </section>
        ))}
      </div>
      {save.isError && (
        <Alert tone="error">
          <FormattedMessage id="common.error" />
        </Alert>
      )}
      <Checkbox
        label={intl.formatMessage({ id: 'terms.agree' })}
        checked={agreed}
        onChange={(event) => setAgreed(event.target.checked)}
      />
      {agreed && (
        <Button onClick={() => save.mutate()} loading={save.isPending}>
          <FormattedMessage id="terms.continue" />
        </Button>
      )}
    </PublicPage>
  );
}
