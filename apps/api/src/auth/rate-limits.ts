import type { Kysely } from 'kysely';
import type { Tables } from '#platform/db/tables.ts';
import { takeAttempt, type RateLimit } from '#platform/rate-limit.ts';

const MINUTES = 60;
const HOUR = 60 * MINUTES;

interface ActionLimits {
  /** Per account, or per email address when the caller names one that may not exist. */
  perAccount?: RateLimit;
  /** Per client IP: what stops one machine from spreading guesses over many accounts. */
  perIp: RateLimit;
}

/**
 * Attempts allowed on the calls that check or send secrets, and on those that send an email or
 * SMS (DESIGN §7; SMS has its own in sms-verification.ts, per number too). Every attempt counts, not
 * only failures, so that a guesser learns nothing from which attempts were counted.
 */
export const RATE_LIMITS = {
  /**
   * Login: 10 per 15 minutes per (email address, IP), 30 per 15 minutes per IP. Attempts at one
   * address from many IPs are slowed down instead (login-throttle.ts), never locked.
   */
  login: {
    perAccount: { limit: 10, windowSeconds: 15 * MINUTES },
    perIp: { limit: 30, windowSeconds: 15 * MINUTES },
  },
  /**
   * A login guard code typed into the login form: 5 per 15 minutes per account, 20 per 15 minutes
   * per IP. Someone who already has the password gets at most 480 guesses a day at 6-digit codes
   * (under one chance in 2,000), and every new code they trigger is emailed to the member.
   */
  loginGuardCode: {
    perAccount: { limit: 5, windowSeconds: 15 * MINUTES },
    perIp: { limit: 20, windowSeconds: 15 * MINUTES },
  },
  /** The emailed /authorise link: 10 per 15 minutes per IP (its token cannot be guessed anyway). */
  loginGuardLink: {
    perIp: { limit: 10, windowSeconds: 15 * MINUTES },
  },
  /** Asking for a reset email: 3 per hour per address (each one emails the member), 10 per IP. */
  passwordResetRequest: {
    perAccount: { limit: 3, windowSeconds: HOUR },
    perIp: { limit: 10, windowSeconds: HOUR },
  },
  /** Setting a password with a reset code: 10 per hour per address, 30 per hour per IP. */
  passwordReset: {
    perAccount: { limit: 10, windowSeconds: HOUR },
    perIp: { limit: 30, windowSeconds: HOUR },
  },
  /** ChangePassword, which checks the current password: 10 per 15 minutes per account, 30 per IP. */
  passwordChange: {
    perAccount: { limit: 10, windowSeconds: 15 * MINUTES },
    perIp: { limit: 30, windowSeconds: 15 * MINUTES },
  },
  /** Sending a verification email: 5 per hour per account, 20 per hour per IP. */
  emailVerificationSend: {
    perAccount: { limit: 5, windowSeconds: HOUR },
    perIp: { limit: 20, windowSeconds: HOUR },
  },
  /** Opening the undo link of an email change (decision 081): 20 per 15 minutes per IP. */
  emailChangeUndo: {
    perIp: { limit: 20, windowSeconds: 15 * MINUTES },
  },
  /** Submitting a /verify link: 10 per 15 minutes per signed-in account, 20 per IP. */
  emailVerificationSubmit: {
    perAccount: { limit: 10, windowSeconds: 15 * MINUTES },
    perIp: { limit: 20, windowSeconds: 15 * MINUTES },
  },
  /** IsEmailAvailable tells whether an address has an account: 60 per 15 minutes per IP. */
  emailAvailability: {
    perIp: { limit: 60, windowSeconds: 15 * MINUTES },
  },
  /** Creating accounts: 3 per hour per email address (each emails it), 10 per hour per IP. */
  signup: {
    perAccount: { limit: 3, windowSeconds: HOUR },
    perIp: { limit: 10, windowSeconds: HOUR },
  },
  /**
   * Emailing scans of mail items: 20 per hour per account (enough to send scans to an accountant
   * now and then, too few to make the portal a spam relay), 40 per hour per IP.
   */
  mailEmail: {
    perAccount: { limit: 20, windowSeconds: HOUR },
    perIp: { limit: 40, windowSeconds: HOUR },
  },
  /** The support form: 10 messages per hour per account (a conversation, not spam), 20 per IP. */
  supportEmail: {
    perAccount: { limit: 10, windowSeconds: HOUR },
    perIp: { limit: 20, windowSeconds: HOUR },
  },
  /**
   * Inviting people to an account (decision 105): each emails someone; 40 per hour per account,
   * room to fill a team of 20 and correct some addresses, 60 per IP.
   */
  teamInvitation: {
    perAccount: { limit: 40, windowSeconds: HOUR },
    perIp: { limit: 60, windowSeconds: HOUR },
  },
  /** Looking up and accepting invitation links: 30 per 15 minutes per IP, like other tokens. */
  teamInvitationLink: {
    perIp: { limit: 30, windowSeconds: 15 * MINUTES },
  },
  /** Content-Security-Policy reports: 60 per 15 minutes per IP keep a flood out of the logs. */
  cspReport: {
    perIp: { limit: 60, windowSeconds: 15 * MINUTES },
  },
} satisfies Record<string, ActionLimits>;

export type LimitedAction = keyof typeof RATE_LIMITS;

export interface AttemptBy {
  ip: string;
  /** The account id, or the brand and email a caller names (`harbour-mail:a@b.test`). */
  account?: number | string;
}

/** Counts one attempt at `action` by this IP and account; over either limit it answers 429. */
export async function limitAttempt(
  db: Kysely<Tables>,
  action: LimitedAction,
  by: AttemptBy,
): Promise<void> {
  const limits: ActionLimits = RATE_LIMITS[action];
  await takeAttempt(db, [`${action}:ip:${by.ip}`], limits.perIp);
  if (limits.perAccount && by.account !== undefined) {
    const account = typeof by.account === 'string' ? by.account.toLowerCase() : by.account;
    await takeAttempt(db, [`${action}:account:${account}`], limits.perAccount);
  }
}
