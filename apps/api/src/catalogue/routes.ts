import { brandFor } from '#brands/brand-registry.ts';
import { locationNoteText } from '#catalogue/location-notes.ts';
import { locationsOf, publicPlansOf } from '#catalogue/queries.ts';
import { toDollars } from '#contract/money.ts';
import type { OperationHandlers } from '#contract/operation-handler.ts';
import type { ServerContext } from '#platform/server-context.ts';

/** A brand's locations and plans: public, for the signup wizard and Choose Plan. Fees in dollars. */
export function catalogueOperations(
  ctx: ServerContext,
): Pick<OperationHandlers, 'listLocations' | 'listPlans'> {
  const { db } = ctx;

  return {
    listLocations: async (request) => {
      const brand = brandFor(request.query.webpage);
      const rows = await locationsOf(db, brand.id);
      return rows.map((row) => ({
        locationId: row.location_id,
        street: row.street,
        suburb: row.suburb,
        city: row.city,
        state: row.state,
        postcode: row.postcode,
        country: row.country,
        note: locationNoteText(row.note),
      }));
    },

    listPlans: async (request) => {
      const brand = brandFor(request.query.webpage);
      const rows = await publicPlansOf(db, brand.id);
      return rows.map((row) => ({
        planId: row.plan_id,
        planName: row.plan_name,
        monthlyFee: toDollars(row.monthly_fee_cents),
        setupFee: toDollars(row.setup_fee_cents),
        envelopeScan: toDollars(row.envelope_scan_cents),
        perLetter: toDollars(row.per_letter_cents),
        perPage: toDollars(row.per_page_cents),
        letterForward: toDollars(row.letter_forward_cents),
        // A percentage of the courier's price when the plan sets one, else a flat fee in dollars.
        parcelForward:
          row.parcel_forward_percent === null
            ? toDollars(row.parcel_forward_cents)
            : Number(row.parcel_forward_percent),
        parcelForwardPercent: row.parcel_forward_percent !== null,
        parcelForwardOnly: row.parcel_forward_only,
        minimumMailDeposit: toDollars(row.minimum_mail_deposit_cents),
        envelopeStoragePerDay: toDollars(row.envelope_storage_cents),
        parcelStoragePerDay: toDollars(row.parcel_storage_cents),
        public: row.public,
        order: row.sort_order,
        mostPopular: row.most_popular,
      }));
    },
  };
}
