/** `registrationStatus` (§3): how far the signup wizard got, as the API and the database carry it. */
export const REGISTRATION_STATUS = {
  /** Account details saved by Signup; addresses, plan and payment not finished. */
  signedUp: 0,
  /** A card was saved during signup; the final step is not done. */
  paymentAdded: 1,
  /** RegistrationComplete was called: the member is past signup. */
  complete: 2,
} as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUS)[keyof typeof REGISTRATION_STATUS];

const STATUSES: readonly number[] = Object.values(REGISTRATION_STATUS);

/** A stored status as the contract shows it; a number the contract does not know reads as signed up. */
export function registrationStatusOf(value: number): RegistrationStatus {
  return STATUSES.includes(value) ? (value as RegistrationStatus) : REGISTRATION_STATUS.signedUp;
}
