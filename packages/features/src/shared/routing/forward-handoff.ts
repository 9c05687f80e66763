/**
 * How the inbox hands mail to the forward wizard (§2: "the selected mail ids are held in state"):
 * in the history entry's state, which stays with the entry through a refresh but never shows in
 * the address bar or in a shared link.
 */
declare module '@tanstack/react-router' {
  interface HistoryState {
    forwardMailIds?: readonly number[];
  }
}

export {};
