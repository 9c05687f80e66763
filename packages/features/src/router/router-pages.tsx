import { ButtonLink } from '@portal/ui/button';
import { Spinner } from '@portal/ui/spinner';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { NoticePage } from '#shared/notice-page.tsx';
import { PublicPage } from '#shared/public-page.tsx';

/** Shown while a screen's code or the account loads. */
export function PendingPage() {
  const intl = useIntl();
  return (
    <main>
      <Spinner label={intl.formatMessage({ id: 'common.loading' })} size="lg" />
    </main>
  );
}

export function NotFoundPage() {
  return (
    <PublicPage footer titleId="notFound.title">
      <ButtonLink href="/">
        <FormattedMessage id="notFound.home" />
      </ButtonLink>
    </PublicPage>
  );
}

/** A screen failed in a way it does not handle itself (§8: logged, no detail for the member). */
export function ErrorPage({ error }: ErrorComponentProps) {
  console.error(error);
  return (
    <NoticePage
      titleId="common.errorTitle"
      noticeId="common.error"
      tone="error"
      backToLogin={false}
    />
  );
}
