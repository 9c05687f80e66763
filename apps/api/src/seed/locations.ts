import type { Insertable } from 'kysely';
import { LOCATION_NOTES } from '#catalogue/location-notes.ts';
import type { LocationsTable } from '#platform/db/tables.ts';

export type LocationSeed = Omit<Insertable<LocationsTable>, 'location_id' | 'webpage' | 'country'>;

/** The signup banner's promise (§2): a PO Box is processed fastest; street addresses suit couriers. */
const PO_BOX_NOTE = LOCATION_NOTES['location.note.poBox'];
const STREET_NOTE = LOCATION_NOTES['location.note.street'];

/**
 * Where each brand receives its members' mail, grouped by state on the signup addresses step. Every
 * brand has a PO Box location, the one the signup banner recommends.
 */
export const LOCATIONS = {
  'harbour-mail': [
    {
      state: 'NSW',
      street: 'PO Box 2740',
      suburb: 'Sydney',
      city: 'Sydney',
      postcode: '2001',
      note: PO_BOX_NOTE,
    },
    {
      state: 'NSW',
      street: 'Level 3, 88 Pitt Street',
      suburb: 'Sydney',
      city: 'Sydney',
      postcode: '2000',
      note: STREET_NOTE,
    },
    {
      state: 'VIC',
      street: 'Suite 12, 456 Collins Street',
      suburb: 'Melbourne',
      city: 'Melbourne',
      postcode: '3000',
      note: STREET_NOTE,
    },
    {
      state: 'QLD',
      street: '71 Eagle Street',
      suburb: 'Brisbane City',
      city: 'Brisbane',
      postcode: '4000',
      note: LOCATION_NOTES['location.note.parcelsWeekdays'],
    },
    {
      state: 'WA',
      street: '140 St Georges Terrace',
      suburb: 'Perth',
      city: 'Perth',
      postcode: '6000',
      note: STREET_NOTE,
    },
    {
      state: 'TAS',
      street: '22 Salamanca Place',
      suburb: 'Battery Point',
      city: 'Hobart',
      postcode: '7004',
      note: LOCATION_NOTES['location.note.lettersOnly'],
    },
  ],
  'outback-post': [
    {
      state: 'NT',
      street: 'PO Box 1880',
      suburb: 'Alice Springs',
      city: 'Alice Springs',
      postcode: '0871',
      note: PO_BOX_NOTE,
    },
    {
      state: 'NT',
      street: '18 Mitchell Street',
      suburb: 'Darwin City',
      city: 'Darwin',
      postcode: '0800',
      note: STREET_NOTE,
    },
    {
      state: 'SA',
      street: '95 Grenfell Street',
      suburb: 'Adelaide',
      city: 'Adelaide',
      postcode: '5000',
      note: STREET_NOTE,
    },
    {
      state: 'WA',
      street: '120 Hannan Street',
      suburb: 'Kalgoorlie',
      city: 'Kalgoorlie',
      postcode: '6430',
      note: LOCATION_NOTES['location.note.sortedTwiceWeekly'],
    },
    {
      state: 'QLD',
      street: '410 Flinders Street',
      suburb: 'Townsville City',
      city: 'Townsville',
      postcode: '4810',
      note: STREET_NOTE,
    },
  ],
  'sakura-box': [
    {
      state: 'NSW',
      street: 'PO Box 5120',
      suburb: 'Chatswood',
      city: 'Sydney',
      postcode: '2057',
      note: PO_BOX_NOTE,
    },
    {
      state: 'NSW',
      street: 'Level 2, 9 Railway Street',
      suburb: 'Chatswood',
      city: 'Sydney',
      postcode: '2067',
      note: STREET_NOTE,
    },
    {
      state: 'VIC',
      street: '8 Whitehorse Road',
      suburb: 'Box Hill',
      city: 'Melbourne',
      postcode: '3128',
      note: STREET_NOTE,
    },
    {
      state: 'QLD',
      street: '3 Cavill Avenue',
      suburb: 'Surfers Paradise',
      city: 'Gold Coast',
      postcode: '4217',
      note: LOCATION_NOTES['location.note.japaneseStaff'],
    },
    {
      state: 'ACT',
      street: '10 Moore Street',
      suburb: 'Canberra City',
      city: 'Canberra',
      postcode: '2601',
      note: LOCATION_NOTES['location.note.lettersOnly'],
    },
  ],
} satisfies Record<string, LocationSeed[]>;
