import type { Insertable } from 'kysely';
import type { PlansTable } from '#platform/db/tables.ts';

export type PlanSeed = Omit<Insertable<PlansTable>, 'plan_id' | 'webpage'>;

/** What a plan that scans nothing charges for scanning: the fields stay, at zero. */
const NO_SCANNING = { envelope_scan_cents: 0, per_letter_cents: 0, per_page_cents: 0 };

/**
 * Storage per item and day once the free 30 days are over (§9). Virtual mailbox and parcel
 * forwarding services price held mail in cents a day per item: a letter in a tray a few cents,
 * a parcel, which takes a shelf, about ten times that. The dearer plans store letters a little
 * cheaper; a parcel costs the same everywhere, since it takes the same shelf.
 */
const STORAGE = { envelope_storage_cents: 5, parcel_storage_cents: 50 };
const STORAGE_FOR_MORE_MAIL = { envelope_storage_cents: 3, parcel_storage_cents: 50 };

/**
 * Each brand's plans, in cents and GST included, as an Australian mail-handling service prices
 * them: a cheap plan with a setup fee, a most popular one whose parcel fee is a percent of the
 * courier's price, a business plan, and a parcel-forwarding-only plan for online shoppers.
 */
export const PLANS = {
  'harbour-mail': [
    {
      plan_name: 'Mail Lite',
      monthly_fee_cents: 995,
      setup_fee_cents: 1995,
      envelope_scan_cents: 50,
      per_letter_cents: 200,
      per_page_cents: 25,
      letter_forward_cents: 300,
      parcel_forward_cents: 750,
      parcel_forward_percent: null,
      minimum_mail_deposit_cents: 2000,
      ...STORAGE,
      sort_order: 1,
    },
    {
      plan_name: 'Mail Standard',
      monthly_fee_cents: 1995,
      setup_fee_cents: 0,
      envelope_scan_cents: 0,
      per_letter_cents: 150,
      per_page_cents: 20,
      letter_forward_cents: 250,
      parcel_forward_cents: 0,
      parcel_forward_percent: '10.00',
      minimum_mail_deposit_cents: 5000,
      ...STORAGE_FOR_MORE_MAIL,
      sort_order: 2,
      most_popular: true,
    },
    {
      plan_name: 'Mail Business',
      monthly_fee_cents: 3995,
      setup_fee_cents: 0,
      envelope_scan_cents: 0,
      per_letter_cents: 100,
      per_page_cents: 10,
      letter_forward_cents: 150,
      parcel_forward_cents: 500,
      parcel_forward_percent: null,
      minimum_mail_deposit_cents: 10000,
      ...STORAGE_FOR_MORE_MAIL,
      sort_order: 3,
    },
    {
      plan_name: 'Parcel Forward',
      monthly_fee_cents: 495,
      setup_fee_cents: 995,
      ...NO_SCANNING,
      letter_forward_cents: 0,
      parcel_forward_cents: 995,
      parcel_forward_percent: null,
      parcel_forward_only: true,
      minimum_mail_deposit_cents: 2000,
      ...STORAGE,
      sort_order: 4,
    },
  ],
  'outback-post': [
    {
      plan_name: 'Nomad',
      monthly_fee_cents: 1495,
      setup_fee_cents: 995,
      envelope_scan_cents: 50,
      per_letter_cents: 180,
      per_page_cents: 20,
      letter_forward_cents: 275,
      parcel_forward_cents: 850,
      parcel_forward_percent: null,
      minimum_mail_deposit_cents: 3000,
      ...STORAGE,
      sort_order: 1,
      most_popular: true,
    },
    {
      plan_name: 'Station',
      monthly_fee_cents: 2995,
      setup_fee_cents: 0,
      envelope_scan_cents: 0,
      per_letter_cents: 120,
      per_page_cents: 15,
      letter_forward_cents: 200,
      parcel_forward_cents: 0,
      parcel_forward_percent: '8.50',
      minimum_mail_deposit_cents: 5000,
      ...STORAGE_FOR_MORE_MAIL,
      sort_order: 2,
    },
    {
      plan_name: 'Parcels Only',
      monthly_fee_cents: 595,
      setup_fee_cents: 0,
      ...NO_SCANNING,
      letter_forward_cents: 0,
      parcel_forward_cents: 1195,
      parcel_forward_percent: null,
      parcel_forward_only: true,
      minimum_mail_deposit_cents: 2500,
      ...STORAGE,
      sort_order: 3,
    },
  ],
  'sakura-box': [
    {
      plan_name: 'Sakura Basic',
      monthly_fee_cents: 1295,
      setup_fee_cents: 1495,
      envelope_scan_cents: 60,
      per_letter_cents: 220,
      per_page_cents: 25,
      letter_forward_cents: 350,
      parcel_forward_cents: 900,
      parcel_forward_percent: null,
      minimum_mail_deposit_cents: 3000,
      ...STORAGE,
      sort_order: 1,
    },
    {
      plan_name: 'Sakura Plus',
      monthly_fee_cents: 2495,
      setup_fee_cents: 0,
      envelope_scan_cents: 0,
      per_letter_cents: 160,
      per_page_cents: 20,
      letter_forward_cents: 250,
      parcel_forward_cents: 0,
      parcel_forward_percent: '12.00',
      minimum_mail_deposit_cents: 7500,
      ...STORAGE_FOR_MORE_MAIL,
      sort_order: 2,
      most_popular: true,
    },
    {
      plan_name: 'Sakura Parcel',
      monthly_fee_cents: 795,
      setup_fee_cents: 995,
      ...NO_SCANNING,
      letter_forward_cents: 0,
      parcel_forward_cents: 1295,
      parcel_forward_percent: null,
      parcel_forward_only: true,
      minimum_mail_deposit_cents: 3000,
      ...STORAGE,
      sort_order: 3,
    },
  ],
} satisfies Record<string, PlanSeed[]>;
