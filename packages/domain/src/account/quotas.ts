import { MAX_ADDITIONAL_NAMES } from '#validation/additional-names.ts';

/**
 * How much one member may keep and ask for at once (decision 077). The server refuses anything
 * past these; screens read them to stop a member before the refusal. The contract states the
 * request bounds too (its maxLength and maximum), and a test holds it to these numbers.
 */
export const QUOTA = {
  /** Own folders: the sidebar lists every one, so a few hundred is already more than usable. */
  folders: 200,
  /** Saved delivery addresses (deleted ones are kept for old forwards but do not count). */
  addresses: 20,
  /** §9: other names the member receives mail for. */
  additionalNames: MAX_ADDITIONAL_NAMES,
  /** Characters of search text: a longer text is a paste, not a search, and costs the index. */
  searchText: 100,
  /** Entries of one page of the audit log or transactions (screens ask for 20). */
  pageSize: 100,
  /** Items of one page of a mail list or search (`limit`). */
  mailPage: 1000,
} as const;
