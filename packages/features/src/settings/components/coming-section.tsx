import { EmptyState } from '@portal/ui/empty-state';
import { Link } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { useBrand } from '#shared/use-brand.ts';

/** A section whose screen is still being built: said plainly, with where to turn meanwhile. */
export function ComingSection() {
  const { email } = useBrand();
  return (
    <EmptyState
      icon="info"
      title={<FormattedMessage id="settings.coming.title" />}
      description={
        <FormattedMessage
          id="settings.coming.description"
          values={{ email: <a href={`mailto:${email}`}>{email}</a> }}
        />
      }
      action={
        <Link to="/Members/Support">
          <FormattedMessage id="settings.coming.support" />
        </Link>
      }
    />
  );
}
