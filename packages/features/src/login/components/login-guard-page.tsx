import { NoticePage } from '#shared/notice-page.tsx';

/** §2 /LoginGuard: this browser must be verified through the emailed link or code. */
export function LoginGuardPage() {
  return <NoticePage titleId="loginGuard.title" noticeId="loginGuard.notice" />;
}
