import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { fakeMembersApi, renderPortal } from '#testing/render-portal.tsx';
import { mailItem, member } from '#testing/fixtures.ts';

describe('/Members/ inbox', () => {
  it('lists the inbox items with their status and pending action', async () => {
    fakeMembersApi();
    renderPortal('/Members/', { signedInAs: member });

    const item = (await screen.findByText('Letter from the bank')).closest(
      '[role="row"]',
    ) as HTMLElement;
    expect(within(item).getByText('Scanned')).toBeVisible();
    expect(within(item).getByText('Pending forward')).toBeVisible();
    expect(within(item).getByText('02/11/2026')).toBeVisible();
  });

  it('says so when a folder is empty, and when mail cannot be fetched', async () => {
    const user = userEvent.setup();
    fakeMembersApi({
      'GET /api/Mail': (request: Request) =>
        new URL(request.url).searchParams.get('folder') === '-4' ? { body: [] } : { status: 501 },
    });
    renderPortal('/Members/', { signedInAs: member });

    expect(await screen.findByText('Your inbox is empty')).toBeVisible();
    expect(
      screen.getByText('New mail appears here as soon as staff record it at your address.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: /^Deleted Items/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Deleted Items' })).toBeVisible();
    expect(
      await screen.findByText("Your mail can't be shown right now. Please try again later."),
    ).toBeVisible();
  });

  it('reads a large folder page by page after the last item it has, until every item is listed', async () => {
    const { folder, pages } = fakeLargeFolder();
    renderPortal('/Members/', { signedInAs: member });

    expect(await screen.findByText('Notice 1')).toBeVisible();
    expect(await screen.findByRole('checkbox', { name: 'Select all 1150' })).toBeVisible();
    expect(pages).toEqual([
      { limit: '200', after: null },
      { limit: '1000', after: String(folder[199]!.mailId) },
    ]);
  });

  it('asks for the rest of a large folder only once the browser has a moment to spare', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    onTestFinished(() => void vi.unstubAllGlobals());
    const { pages } = fakeLargeFolder();
    renderPortal('/Members/', { signedInAs: member });

    expect(await screen.findByRole('checkbox', { name: 'Select all 200' })).toBeVisible();
    await waitFor(() => expect(idle).toHaveLength(1));
    expect(pages).toHaveLength(1);
    idle[0]!();
    expect(await screen.findByRole('checkbox', { name: 'Select all 1150' })).toBeVisible();
    expect(pages).toHaveLength(2);
  });

  it('keeps an item deleted while the folder is still arriving out of it, and still lists the rest', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The server takes the item out of the folder when asked to recycle it.
    const { folder, pages } = fakeLargeFolder(
      {
        'POST /api/mail/Recycle': () => {
          folder.shift();
          return { status: 204 };
        },
      },
      held,
    );
    const user = userEvent.setup();
    renderPortal('/Members/', { signedInAs: member });
    await user.click(await screen.findByRole('row', { name: /Notice 1\b/ }));
    await waitFor(() => expect(pages).toHaveLength(2));

    await user.click(
      within(screen.getByRole('toolbar', { name: 'Mail actions' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Moved to Deleted Items')).toBeVisible();
    release();

    expect(await screen.findByRole('checkbox', { name: 'Select all 1149' })).toBeVisible();
    expect(screen.queryByRole('row', { name: /Notice 1\b/ })).toBeNull();
  });
});

/**
 * A folder of 1,150 items behind a fake GET /api/Mail that pages as the server does; a page asked
 * for with a cursor waits for `held` (when given). Answers the folder, for a test to change as the
 * server would, and the pages asked for.
 */
function fakeLargeFolder(overrides: Record<string, unknown> = {}, held?: Promise<void>) {
  const folder = Array.from({ length: 1150 }, (_, index) => ({
    ...mailItem,
    mailActions: null,
    mailId: 5000 - index,
    name: `Notice ${index + 1}`,
    dateScanned: new Date(Date.UTC(2026, 10, 20) - index * 3_600_000).toISOString(),
  }));
  const pages: { limit: string | null; after: string | null }[] = [];
  fakeMembersApi({
    'GET /api/Mail': async (request: Request) => {
      const query = new URL(request.url).searchParams;
      const limit = Number(query.get('limit'));
      const after = query.get('after');
      pages.push({ limit: query.get('limit'), after });
      if (after) await held;
      const start = after ? folder.findIndex((item) => item.mailId === Number(after)) + 1 : 0;
      return { body: folder.slice(start, start + limit) };
    },
    ...overrides,
  });
  return { folder, pages };
}
