import { Alert } from '@portal/ui/alert';
import { Link } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { PublicPage } from '#shared/public-page.tsx';

interface NoticePageProps {
  /** The message id of the heading, which also names the browser tab. */
  titleId: string;
  /** The message id of the one thing the page tells. */
  noticeId: string;
}

/** A public page that tells one thing in a notice, with the way back to the login below it. */
export function NoticePage({ titleId, noticeId }: NoticePageProps) {
  return (
    <PublicPage footer titleId={titleId}>
      <Alert tone="info">
        <FormattedMessage id={noticeId} />
      </Alert>
      <Link to="/Login">
        <FormattedMessage id="common.backToLogin" />
      </Link>
    </PublicPage>
  );
}
