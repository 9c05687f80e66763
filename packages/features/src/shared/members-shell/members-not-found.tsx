import { Box } from '@portal/ui/box';
import { Heading } from '@portal/ui/heading';
import { Stack } from '@portal/ui/stack';
import { Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePageTitle } from '#shared/use-page-title.ts';

/** An address under /Members that names no screen: said inside the shell, with the way back. */
export function MembersNotFound() {
  usePageTitle(useIntl().formatMessage({ id: 'notFound.title' }));
  return (
    <Box padding={{ mobile: 'none', tablet: 'sm' }}>
      <Stack space="md" align="start">
        <Heading level={1} size={2}>
          <FormattedMessage id="notFound.title" />
        </Heading>
        <Link to="/Members">
          <FormattedMessage id="mail.folder.inbox" />
        </Link>
      </Stack>
    </Box>
  );
}
