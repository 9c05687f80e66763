import { unwrap } from '@portal/api-client/client';
import { Alert } from '@portal/ui/alert';
import { Spinner } from '@portal/ui/spinner';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useSearch } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePortalApi } from '#shared/portal-api.ts';
import { PublicPage } from '#shared/public-page.tsx';

/** §2 /verify?q=: confirms the member's email address from the emailed link. */
export function VerifyPage() {
  const intl = useIntl();
  const { client } = usePortalApi();
  const { q } = useSearch({ strict: false });
  // A query, not an effect, so the single-use code is sent once however often the page renders.
  const verified = useQuery({
    queryKey: ['verify', q],
    queryFn: async () =>
      q
        ? (await unwrap(
            client.POST('/api/EmailVerification/SubmitVerification', { params: { query: { q } } }),
          )) === true
        : false,
    retry: false,
    staleTime: Infinity,
  });

  if (verified.data) return <Navigate to="/Members" replace />;
  return (
    <PublicPage title={<FormattedMessage id="verify.title" />}>
      {verified.isPending ? (
        <Spinner label={intl.formatMessage({ id: 'common.loading' })} showLabel />
      ) : (
        <Alert tone="error">
          <FormattedMessage id="verify.invalid" />
        </Alert>
      )}
    </PublicPage>
  );
}
