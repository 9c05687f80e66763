import { AsyncLocalStorage } from 'node:async_hooks';

/** The account's user a request acts for (decision 105): who the audit log says did it. */
export interface ActingUser {
  userId: number;
  /** Their name at the time, kept on the lines they write. */
  name: string;
}

const storage = new AsyncLocalStorage<ActingUser>();

/**
 * Runs `work` as done by `user`: every audit line it writes names them. The permission wrapper
 * runs each signed-in operation so, and the calls that sign a user in (login, joining an account)
 * run their own work so; staff commands and jobs run as nobody.
 */
export const actAs = <T>(user: ActingUser, work: () => T): T => storage.run(user, work);

/** The user the current request acts for, or undefined for staff and the service. */
export const actingUser = (): ActingUser | undefined => storage.getStore();
