import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setViewportWidth } from '@portal/ui/test-support/browser-apis';
import { mailItem, member } from '#testing/fixtures.ts';
import { actionRequired } from '#testing/mail-rules-fixtures.ts';
import { fakeMembersApi, renderPortal } from '#testing/render-portal.tsx';

const folders = () => screen.findByRole('navigation', { name: 'Folders' });

describe('Action Required', () => {
  it('counts what waits on its sidebar entry, which opens the view', async () => {
    const calls = fakeMembersApi({ 'GET /api/ActionRequired': { body: actionRequired } });
    const { history } = renderPortal('/Members/', { signedInAs: member });
    const entry = () =>
      within(screen.getByRole('navigation', { name: 'Folders' })).getByRole('link', {
        name: 'Action Required, 3 items waiting',
      });
    await folders();
    // The sidebar settles once the folders and counts are in; the entry is read as it is then.
    await waitFor(() => expect(within(entry()).getByText('3')).toBeVisible());
    const asked = new URL(calls.find((call) => call.url.includes('/api/ActionRequired'))!.url);
    expect(asked.searchParams.get('unopenedDays')).toBe('7');

    await userEvent.click(entry());
    // The view's code loads on the first visit: a cold import takes a while on a busy machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Action Required' }, { timeout: 5_000 }),
    ).toBeVisible();
    expect(history.location.pathname).toBe('/Members/ActionRequired');
  });

  it('lists the groups with their counts, the daily fee after free storage and staff’s marks', async () => {
    fakeMembersApi({ 'GET /api/ActionRequired': { body: actionRequired } });
    renderPortal('/Members/ActionRequired', { signedInAs: member });
    const storage = await screen.findByRole('region', { name: 'Free storage ending soon (1)' });
    expect(within(storage).getByText('City of Sydney')).toBeVisible();
    expect(within(storage).getByText(/^Free storage ends .+, then \$0\.05 a day$/)).toBeVisible();
    expect(screen.getByRole('region', { name: 'Forwards awaiting payment (1)' })).toHaveTextContent(
      'Harbour Bank',
    );
    const flagged = screen.getByRole('region', { name: 'Flagged by staff (1)' });
    expect(within(flagged).getByText('Marked as cheque')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Rules to confirm (1)' })).toBeVisible();
    expect(
      screen.getByRole('region', { name: 'Unopened for more than 7 days (1)' }),
    ).toHaveTextContent('City of Sydney');
  });

  it('says so when nothing waits, and the sidebar shows no count', async () => {
    fakeMembersApi();
    renderPortal('/Members/ActionRequired', { signedInAs: member });
    expect(await screen.findByText('Nothing needs you right now.')).toBeVisible();
    expect(within(await folders()).getByRole('link', { name: 'Action Required' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('opens an item in the inbox, where it is filed', async () => {
    setViewportWidth(1280);
    const ending = actionRequired.storageEnding.items[0]!;
    fakeMembersApi({
      'GET /api/ActionRequired': {
        body: {
          ...actionRequired,
          storageEnding: {
            count: 1,
            items: [{ ...ending, mailId: mailItem.mailId, name: mailItem.name }],
          },
        },
      },
    });
    const { history } = renderPortal('/Members/ActionRequired', { signedInAs: member });
    const storage = await screen.findByRole('region', { name: 'Free storage ending soon (1)' });
    await userEvent.click(within(storage).getByRole('link', { name: mailItem.name }));

    const preview = await screen.findByRole(
      'complementary',
      { name: 'Preview' },
      { timeout: 5_000 },
    );
    expect(
      await within(preview).findByRole('heading', { level: 2, name: mailItem.name }),
    ).toBeVisible();
    // The address forgets the item once it is open, so a reload starts with nothing open.
    await waitFor(() => expect(history.location.search).not.toContain('open'));
    expect(history.location.pathname).toBe('/Members');
  });
});
