import { Navigate, useSearch } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { LinkCheckingPage, NoticePage } from '#shared/notice-page.tsx';
import { useLoginGuardAuthorise } from '#login/api/authorise.ts';

/** §2 /authorise?q=: authorises this browser for the login guard with the emailed code. */
export function AuthorisePage() {
  const intl = useIntl();
  const { q } = useSearch({ from: '/data/authorise' });
  if (useLoginGuardAuthorise(q)) {
    return (
      <Navigate
        to="/Login"
        search={{ message: intl.formatMessage({ id: 'authorise.success' }) }}
        replace
      />
    );
  }
  return <NoticePage titleId="authorise.title" noticeId="authorise.invalid" tone="error" />;
}

/** While the code is checked. */
export function AuthorisePending() {
  return <LinkCheckingPage titleId="authorise.title" />;
}
