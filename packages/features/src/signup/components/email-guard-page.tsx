import { NoticePage } from '#shared/notice-page.tsx';

/** §2 /EmailGuard: the email address is not verified yet. */
export function EmailGuardPage() {
  return <NoticePage titleId="emailGuard.title" noticeId="emailGuard.notice" />;
}
