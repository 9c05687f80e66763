import { dollarsToCents, formatDollars, type Cents } from '@portal/domain/money';

/** Money leaves the API as dollars with two decimals (§9); inside, it is integer cents. */
export const toDollars = (cents: Cents): number => Number(formatDollars(cents));

/** Money arriving as dollars (a JSON number) becomes cents; more than 2 decimals is refused by domain. */
export const toCents = (dollars: number): Cents => dollarsToCents(dollars);
