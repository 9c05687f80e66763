import { Icon } from '@portal/ui/icon';
import { useEffect, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import * as styles from '#inbox/components/inbox.css.ts';

/** How long typing must pause before the search runs. */
const DEBOUNCE_MS = 300;

interface SearchBoxProps {
  /** The search the list shows (from the address), or '' for none. */
  value: string;
  onSearch: (text: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}

/** §7 searchMail over all stored mail, scanned text included; Esc clears it. */
export function SearchBox({ value, onSearch, inputRef }: SearchBoxProps) {
  const intl = useIntl();
  const [text, setText] = useState(value);
  // A search changed from elsewhere (a folder chosen, the address) replaces what was typed.
  const [searched, setSearched] = useState(value);
  if (value !== searched) {
    setSearched(value);
    setText(value);
  }
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <div role="search" className={styles.search}>
      <Icon name="search" className={styles.searchIcon} />
      <input
        ref={inputRef}
        type="search"
        className={styles.searchInput}
        aria-label={intl.formatMessage({ id: 'inbox.search.label' })}
        placeholder={intl.formatMessage({ id: 'inbox.search.placeholder' })}
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && text) {
            event.preventDefault();
            setText('');
            onSearch('');
          }
        }}
      />
    </div>
  );
}
