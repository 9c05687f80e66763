import { Alert } from '@portal/ui/alert';
import { ButtonLink } from '@portal/ui/button';
import { Spinner } from '@portal/ui/spinner';
import { Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { PublicPage } from '#shared/public-page.tsx';

interface NoticePageProps {
  /** The message id of the heading, which also names the browser tab. */
  titleId: string;
  /** The message id of the one thing the page tells. */
  noticeId: string;
  /** `error` when the page says something went wrong. */
  tone?: 'info' | 'error';
  /** Whether the way back to the login follows the notice (not on a page a signed-in member sees). */
  backToLogin?: boolean;
}

/** A public page that tells one thing in a notice, with the way back to the login below it. */
export function NoticePage({
  titleId,
  noticeId,
  tone = 'info',
  backToLogin = true,
}: NoticePageProps) {
  return (
    <PublicPage footer titleId={titleId}>
      <Alert tone={tone}>
        <FormattedMessage id={noticeId} />
      </Alert>
      {backToLogin && (
        <Link to="/Login">
          <FormattedMessage id="common.backToLogin" />
        </Link>
      )}
    </PublicPage>
  );
}

/** The page under an emailed link's title while the server checks the link's code. */
export function LinkCheckingPage({ titleId }: { titleId: string }) {
  const intl = useIntl();
  return (
    <PublicPage footer titleId={titleId}>
      <Spinner label={intl.formatMessage({ id: 'common.loading' })} showLabel />
    </PublicPage>
  );
}

interface DoneNoticeProps {
  /** The message id of what has been done. */
  noticeId: string;
  /** The message id and address of the button to what the member does next. */
  nextId: string;
  nextHref: string;
}

/** What a public page's form says once its work is done, with the button to the next step. */
export function DoneNotice({ noticeId, nextId, nextHref }: DoneNoticeProps) {
  return (
    <>
      <Alert tone="success">
        <FormattedMessage id={noticeId} />
      </Alert>
      <ButtonLink href={nextHref}>
        <FormattedMessage id={nextId} />
      </ButtonLink>
    </>
  );
}
