import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { forwardLog, mailItem, member, pendingForwardChoices } from '#testing/fixtures.ts';
import { fakeMembersApi, renderPortal } from '#testing/render-portal.tsx';
import { testBrand } from '#testing/test-brand.ts';

const table = (name: string) => within(screen.getByRole('table', { name }));

describe('/Members/?folder=-2 Forward Log', () => {
  it('lists pending and posted forwards with fees, and links tracking numbers to the carrier', async () => {
    expect(testBrand.showOurFee).toBe(true);
    fakeMembersApi({ 'GET /api/forward/log': { body: forwardLog } });
    renderPortal('/Members/?folder=-2', { signedInAs: member });

    await screen.findByRole('heading', { level: 2, name: 'Pending forwards' });
    const pending = table('Pending forwards');
    expect(pending.getByRole('columnheader', { name: 'Courier fee' })).toBeVisible();
    expect(pending.getByRole('columnheader', { name: 'Our fee' })).toBeVisible();
    // The country only when it is not Australia (§2).
    expect(pending.getByText('8 Harbour Road, Hamilton QLD 4007')).toBeVisible();
    expect(pending.getByText('1-3 Rue de Rivoli, Paris Île-de-France 75001, France')).toBeVisible();
    expect(pending.getByText('$5.90')).toBeVisible();

    const log = table('Forward log');
    expect(log.getByText('20/02/2026')).toBeVisible();
    expect(log.getByRole('link', { name: /EP123456789AU/ })).toHaveAttribute(
      'href',
      'https://auspost.com.au/mypost/track/details/EP123456789AU',
    );
    // A carrier without a known tracking page shows the number as text.
    expect(log.getByText('SD-5531').closest('a')).toBeNull();
  });

  it('cancels the selected pending forwards after asking', async () => {
    const user = userEvent.setup();
    const calls = fakeMembersApi({
      'GET /api/forward/log': { body: forwardLog },
      'DELETE /api/forward/cancel': {
        body: { ...forwardLog, pending: forwardLog.pending.slice(1) },
      },
    });
    renderPortal('/Members/?folder=-2', { signedInAs: member });

    const cancel = await screen.findByRole('button', { name: 'Cancel forward' });
    expect(cancel).toBeDisabled();
    await user.click(
      screen.getByRole('checkbox', {
        name: 'Select the forward to 8 Harbour Road, Hamilton QLD 4007',
      }),
    );
    await user.click(cancel);
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this forward?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel forward' }));

    expect(await screen.findByText('Forward cancelled')).toBeVisible();
    await waitFor(() =>
      expect(table('Pending forwards').queryByText('8 Harbour Road, Hamilton QLD 4007')).toBeNull(),
    );
    const request = calls.find((call) => new URL(call.url).pathname === '/api/forward/cancel');
    expect(await request?.json()).toEqual({ forwardIds: [812] });
  });
});

describe('Forward on the inbox toolbar (§4)', () => {
  const scanned = { ...mailItem, status: 3, mailActions: null };

  it('offers the forwards waiting to be posted, and adds the items to the chosen one', async () => {
    const user = userEvent.setup();
    const calls = fakeMembersApi({
      'GET /api/Mail': { body: [scanned] },
      'GET /api/forward/GetPendingForwards': { body: pendingForwardChoices },
      'POST /api/forward/AddToPendingForward': { body: forwardLog.pending[0] },
    });
    renderPortal('/Members/', { signedInAs: member });

    await user.click(await screen.findByRole('checkbox', { name: new RegExp(scanned.name) }));
    await user.click(screen.getByRole('button', { name: /^Forward$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Forward 1 item' });
    // Each waiting forward by whom and where it goes, when it was asked for and what it holds.
    const harbourRoad = within(dialog).getByRole('radio', { name: /^Alex Chen, Hamilton/ });
    expect(harbourRoad).toBeChecked();
    expect(harbourRoad.closest('label')).toHaveTextContent('Requested 19/02/2026 · 3 items');
    const paris = within(dialog).getByRole('radio', { name: /^Camille Martin, Paris, France/ });
    expect(paris.closest('label')).toHaveTextContent('Requested 16/02/2026 · 1 item');
    expect(dialog).not.toHaveTextContent(/#\d/);
    await user.click(paris);
    await user.click(within(dialog).getByRole('button', { name: 'Add to forward' }));

    expect(await screen.findByText('1 item added to the forward')).toBeVisible();
    const request = calls.find(
      (call) => new URL(call.url).pathname === '/api/forward/AddToPendingForward',
    );
    expect(await request?.json()).toEqual({ forwardId: 809, mailIds: [scanned.mailId] });
  });

  it('goes straight to the forward wizard when no forward is waiting', async () => {
    const user = userEvent.setup();
    fakeMembersApi({
      'GET /api/Mail': { body: [scanned] },
      'GET /api/forward/GetPendingForwards': { body: [] },
      'GET /api/Address': { body: [] },
    });
    const { history } = renderPortal('/Members/', { signedInAs: member });

    await user.click(await screen.findByRole('checkbox', { name: new RegExp(scanned.name) }));
    await user.click(screen.getByRole('button', { name: /^Forward$/ }));

    expect(await screen.findByText('1 item to forward')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Forward mail' })).toBeVisible();
    expect(history.location.state.forwardMailIds).toEqual([scanned.mailId]);
  });
});
