import { PublicPage } from '#shared/public-page.tsx';
import { TermsSections } from '#shared/public-page-terms.tsx';

/**
 * /terms: the terms and conditions for anyone, signed in or not (the footer's link): the same
 * text members accept on /TermsAndConditions and in signup.
 */
export function PublicTermsPage() {
  return (
    <PublicPage footer titleId="terms.title" wide>
      <TermsSections />
    </PublicPage>
  );
}
