import { IconButton } from '@portal/ui/icon-button';
import { useId, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import * as inboxStyles from '#inbox/components/inbox.css.ts';
import * as styles from '#inbox/components/preview.css.ts';

interface FindBarProps {
  inputRef: RefObject<HTMLInputElement | null>;
  query: string;
  onQuery: (query: string) => void;
  /** How many matches the document holds; unknown while its text is still being read. */
  found: number | undefined;
  /** Which of them is shown, from 1; 0 when none. */
  current: number;
  onStep: (direction: 1 | -1) => void;
  onClose: () => void;
}

/** Find in the document: Enter for the next match, Shift+Enter for the one before, Esc to close. */
export function FindBar({
  inputRef,
  query,
  onQuery,
  found,
  current,
  onStep,
  onClose,
}: FindBarProps) {
  const intl = useIntl();
  const id = useId();
  const label = (key: string) => intl.formatMessage({ id: key });
  const count =
    query.trim() === '' || found === undefined
      ? ''
      : found === 0
        ? label('preview.find.none')
        : intl.formatMessage({ id: 'preview.find.count' }, { current, total: found });
  return (
    <div role="search" aria-label={label('preview.find')} className={styles.findBar}>
      <label htmlFor={id} className={inboxStyles.visuallyHidden}>
        {label('preview.find')}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="search"
        className={styles.findInput}
        placeholder={label('preview.find.placeholder')}
        value={query}
        onChange={(event) => onQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            onStep(event.shiftKey ? -1 : 1);
          } else if (event.key === 'Escape') {
            event.stopPropagation();
            onClose();
          }
        }}
      />
      <span className={styles.findCount} aria-live="polite">
        {count}
      </span>
      <IconButton
        icon="chevron-left"
        size="sm"
        label={label('preview.find.previous')}
        disabled={!found}
        onClick={() => onStep(-1)}
      />
      <IconButton
        icon="chevron-right"
        size="sm"
        label={label('preview.find.next')}
        disabled={!found}
        onClick={() => onStep(1)}
      />
      <IconButton icon="close" size="sm" label={label('preview.find.close')} onClick={onClose} />
    </div>
  );
}
