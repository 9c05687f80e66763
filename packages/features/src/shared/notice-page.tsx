import { Alert } from '@portal/ui/alert';
import { Link } from '@tanstack/react-router';
import type { ComponentProps, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { PublicPage } from '#shared/public-page.tsx';

interface NoticePageProps {
  /** The message id of the heading, which also names the browser tab. */
  titleId: string;
  /** The message id of the one thing the page tells. */
  noticeId: string;
  tone?: ComponentProps<typeof Alert>['tone'];
  /** The way on; Back to login unless the page offers another. */
  children?: ReactNode;
}

/** A public page that tells one thing in a notice, with the one way on below it. */
export function NoticePage({ titleId, noticeId, tone = 'info', children }: NoticePageProps) {
  return (
    <PublicPage footer titleId={titleId}>
      <Alert tone={tone}>
        <FormattedMessage id={noticeId} />
      </Alert>
      {children ?? (
        <Link to="/Login">
          <FormattedMessage id="common.backToLogin" />
        </Link>
      )}
    </PublicPage>
  );
}
