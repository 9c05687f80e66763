import { Link } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import * as styles from '#shared/members-shell/members-layout.css.ts';

/** An address under /Members that names no screen: said inside the shell, with the way back. */
export function MembersNotFound() {
  return (
    <div className={styles.content}>
      <h1>
        <FormattedMessage id="notFound.title" />
      </h1>
      <Link to="/Members">
        <FormattedMessage id="mail.folder.inbox" />
      </Link>
    </div>
  );
}
