import { describe, expect } from 'vitest';
import { LOCATION_NOTES } from '#catalogue/location-notes.ts';
import { it } from '../../test/api-test.ts';
import type { TestApp } from '../../test/test-app.ts';
import { insertLocation, insertPlan } from '../../test/member-fixtures.ts';

const get = (api: TestApp, url: string) => api.app.inject({ method: 'GET', url });

describe('Location/GetAll', () => {
  it("lists the brand's locations by state without a session, and no other brand's", async ({
    api,
  }) => {
    const sydney = await insertLocation(api, {
      street: '1 George Street',
      suburb: 'The Rocks',
      city: 'Sydney',
      state: 'NSW',
      postcode: '2000',
    });
    const brisbane = await insertLocation(api, { note: 'Fastest mail processing' });
    const hobart = await insertLocation(api, {
      state: 'TAS',
      note: LOCATION_NOTES['location.note.lettersOnly'],
    });
    await insertLocation(api, { webpage: 'other-brand' });

    const response = await get(api, '/api/Location/GetAll?webpage=harbour-mail');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        locationId: sydney,
        street: '1 George Street',
        suburb: 'The Rocks',
        city: 'Sydney',
        state: 'NSW',
        postcode: '2000',
        country: 'Australia',
        note: null,
      },
      // A note typed by staff reads as typed; a seeded one by its message, in any language.
      expect.objectContaining({
        locationId: brisbane,
        state: 'QLD',
        note: { key: 'location.note.legacy', values: { text: 'Fastest mail processing' } },
      }),
      expect.objectContaining({
        locationId: hobart,
        note: { key: 'location.note.lettersOnly', values: {} },
      }),
    ]);
  });

  it('refuses an unknown brand with 400 naming webpage', async ({ api }) => {
    const response = await get(api, '/api/Location/GetAll?webpage=nobody');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_field', field: 'webpage' });
  });
});

describe('Plan/GetAll', () => {
  it("lists the brand's public plans in their order, fees in dollars", async ({ api }) => {
    const premium = await insertPlan(api, {
      plan_name: 'Premium',
      monthly_fee_cents: 1995,
      sort_order: 2,
      parcel_forward_percent: '12.50',
    });
    const standard = await insertPlan(api, {
      plan_name: 'Standard',
      sort_order: 1,
      most_popular: true,
      envelope_storage_cents: 10,
      parcel_storage_cents: 50,
    });
    await insertPlan(api, { plan_name: 'Legacy', public: false, sort_order: 0 });
    await insertPlan(api, { plan_name: 'Theirs', webpage: 'other-brand', sort_order: 0 });

    const response = await get(api, '/api/Plan/GetAll?webpage=harbour-mail');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        planId: standard,
        planName: 'Standard',
        monthlyFee: 9.95,
        setupFee: 25,
        envelopeScan: 0,
        perLetter: 1.5,
        perPage: 0.5,
        letterForward: 2.5,
        parcelForward: 10,
        parcelForwardPercent: false,
        parcelForwardOnly: false,
        minimumMailDeposit: 20,
        envelopeStoragePerDay: 0.1,
        parcelStoragePerDay: 0.5,
        public: true,
        order: 1,
        mostPopular: true,
      },
      expect.objectContaining({
        planId: premium,
        monthlyFee: 19.95,
        parcelForward: 12.5,
        parcelForwardPercent: true,
        order: 2,
      }),
    ]);
  });

  it('refuses a missing or unknown brand with 400 naming webpage', async ({ api }) => {
    for (const url of ['/api/Plan/GetAll', '/api/Plan/GetAll?webpage=nobody']) {
      const response = await get(api, url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_field', field: 'webpage' });
    }
  });
});
