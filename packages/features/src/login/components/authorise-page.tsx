import { unwrap } from '@portal/api-client/client';
import { Alert } from '@portal/ui/alert';
import { Spinner } from '@portal/ui/spinner';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useSearch } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePortalApi } from '#shared/portal-api.ts';
import { PublicPage } from '#shared/public-page.tsx';

/** §2 /authorise?q=: authorises this browser for the login guard with the emailed code. */
export function AuthorisePage() {
  const intl = useIntl();
  const { client } = usePortalApi();
  const { q } = useSearch({ strict: false });
  // A query, not an effect, so the single-use code is sent once however often the page renders.
  const authorised = useQuery({
    queryKey: ['authorise', q],
    queryFn: async () =>
      q
        ? (await unwrap(
            client.POST('/api/Login/LoginGuardAuthorise', { params: { query: { q } } }),
          )) === true
        : false,
    retry: false,
    staleTime: Infinity,
  });

  if (authorised.data) {
    return (
      <Navigate
        to="/Login"
        search={{ message: intl.formatMessage({ id: 'authorise.success' }) }}
        replace
      />
    );
  }
  return (
    <PublicPage title={<FormattedMessage id="authorise.title" />}>
      {authorised.isPending ? (
        <Spinner label={intl.formatMessage({ id: 'common.loading' })} showLabel />
      ) : (
        <Alert tone="error">
          <FormattedMessage id="authorise.invalid" />
        </Alert>
      )}
    </PublicPage>
  );
}
