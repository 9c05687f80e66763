import { describe, expect, it } from 'vitest';
import { addresseeName, mailingAddressLines } from './mailing-address.ts';

const poBox = {
  street: 'PO Box 2740',
  suburb: 'Sydney',
  city: 'Sydney',
  state: 'NSW',
  postcode: '2001',
  country: 'Australia',
};

describe('mailingAddressLines', () => {
  it('puts the suite code on its own line under the name, then the street, locality line and country', () => {
    expect(mailingAddressLines('Alex Chen', 'HM1042', poBox)).toEqual([
      'Alex Chen',
      'Suite HM1042',
      'PO Box 2740',
      'Sydney NSW 2001',
      'Australia',
    ]);
  });

  it('writes the suburb on the locality line, falling back to the city when the location has none', () => {
    const street = {
      ...poBox,
      street: '22 Salamanca Place',
      suburb: 'Battery Point',
      city: 'Hobart',
      state: 'TAS',
      postcode: '7004',
    };
    expect(mailingAddressLines('A', 'X1', street)[3]).toBe('Battery Point TAS 7004');
    expect(mailingAddressLines('A', 'X1', { ...street, suburb: '' })[3]).toBe('Hobart TAS 7004');
  });

  it('leaves out a line the location does not have', () => {
    expect(mailingAddressLines('A', 'X1', { ...poBox, country: '' })).toHaveLength(4);
  });
});

describe('addresseeName', () => {
  it('is the account name the member chose', () => {
    expect(
      addresseeName({ accountName: 'Chen Holdings', firstName: 'Alex', lastName: 'Chen' }),
    ).toBe('Chen Holdings');
  });

  it('is the member’s own name when the account has no name', () => {
    expect(addresseeName({ accountName: ' ', firstName: 'Alex', lastName: 'Chen' })).toBe(
      'Alex Chen',
    );
    expect(addresseeName({ accountName: null, firstName: 'Alex', lastName: 'Chen' })).toBe(
      'Alex Chen',
    );
  });
});
