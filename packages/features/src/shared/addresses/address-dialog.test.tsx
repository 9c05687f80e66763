import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addresses, member } from '#testing/fixtures.ts';
import { fakeMembersApi, renderPortal, type FakeAnswer } from '#testing/render-portal.tsx';

/** Fills a new domestic address in Settings › Addresses and saves it against the given answer. */
async function saveNewAddress(answer: FakeAnswer) {
  fakeMembersApi({ 'GET /api/Address': { body: addresses }, 'POST /api/Address': answer });
  renderPortal('/Members/Account/Addresses', { signedInAs: member });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'New address' }));
  const dialog = await screen.findByRole('dialog', { name: 'New address' });
  await user.type(within(dialog).getByLabelText('Full name'), 'Grace Hopper');
  await user.type(within(dialog).getByLabelText('Street address'), '1 Navy Lane');
  await user.type(within(dialog).getByLabelText('City'), 'Brisbane');
  await user.type(within(dialog).getByLabelText('State'), 'QLD');
  await user.type(within(dialog).getByLabelText('Postcode / Zip code'), '4000');
  await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
  return dialog;
}

describe('a new delivery address refused by the server', () => {
  it('past the quota, says how many an account keeps and what to do', async () => {
    const dialog = await saveNewAddress({
      status: 409,
      body: { type: 'about:blank', title: 'Conflict', status: 409, code: 'address_limit_reached' },
    });
    expect(
      await within(dialog).findByText(
        'You have 20 saved addresses, the most an account can keep. Delete one you no longer use to add another.',
      ),
    ).toBeVisible();
  });

  it('for another reason, asks the member to try again', async () => {
    const dialog = await saveNewAddress({ status: 500, body: { code: 'internal_error' } });
    expect(
      await within(dialog).findByText('The address could not be saved. Please try again.'),
    ).toBeVisible();
  });
});
