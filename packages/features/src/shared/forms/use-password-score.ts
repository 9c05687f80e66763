import { passwordScore, type PasswordScore } from '@portal/domain/validation/password-guessing';
import { useEffect, useState } from 'react';

/**
 * The new password's guessing score as the member types (decision 081): the same estimate the
 * server refuses weak passwords with, so the meter and the server agree. Its dictionaries load on
 * the first call, outside the page's own bundle; until then, and for an empty field, null.
 */
export function usePasswordScore(
  password: string,
  personal: readonly string[] = [],
): PasswordScore | null {
  const [scored, setScored] = useState<{ password: string; score: PasswordScore } | null>(null);
  const personalKey = personal.join('\n');
  useEffect(() => {
    if (!password) return;
    let current = true;
    void passwordScore(password, personalKey.split('\n')).then((score) => {
      if (current) setScored({ password, score });
    });
    return () => {
      current = false;
    };
  }, [password, personalKey]);
  return password && scored?.password === password ? scored.score : null;
}
