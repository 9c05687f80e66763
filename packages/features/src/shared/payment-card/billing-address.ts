import { countryByName } from '@portal/domain/countries';
import type { Account } from '#shared/session.ts';
import type { BillingAddress } from '#shared/payment-card/card-tokeniser.ts';

/** The account's billing address (§3) as a card provider takes it, to check the card against. */
export function billingAddressOf(account: Account): BillingAddress {
  return {
    line1: account.address1,
    line2: account.address2,
    city: account.city,
    state: account.state,
    postalCode: account.postcode,
    country: countryByName(account.country)?.code ?? null,
  };
}
