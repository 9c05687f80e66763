import { Button } from '@portal/ui/button';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import * as styles from '#forward/components/forward.css.ts';

/** Back (§2: one step back, from the first to the inbox) and the step's way on. */
export function StepActions({ onBack, next }: { onBack: () => void; next: ReactNode }) {
  return (
    <div className={styles.actions}>
      <Button variant="secondary" onClick={onBack}>
        <FormattedMessage id="forward.back" />
      </Button>
      {next}
    </div>
  );
}
