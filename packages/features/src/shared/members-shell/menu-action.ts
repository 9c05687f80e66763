import { createContext, useContext, useEffect } from 'react';

/**
 * Lets a screen make the phone-size menu button take the member back to the inbox (§2
 * 'mobileMenuClick' on /Members/Support) instead of opening a drawer it has nothing for.
 */
export const MenuReturnsToInboxContext = createContext<(returns: boolean) => void>(() => {});

/** While the calling screen is shown, the phone-size menu button returns to /Members. */
export function useMenuReturnsToInbox(): void {
  const setReturns = useContext(MenuReturnsToInboxContext);
  useEffect(() => {
    setReturns(true);
    return () => setReturns(false);
  }, [setReturns]);
}
