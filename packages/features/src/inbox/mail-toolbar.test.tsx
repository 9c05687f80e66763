import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAIL_STATUS } from '@portal/domain/mail-status';
import { setViewportWidth } from '@portal/ui/test-support/browser-apis';
import { describe, expect, it } from 'vitest';
import { mailItems, member } from '#testing/fixtures.ts';
import { fakeMembersApi, renderPortal } from '#testing/render-portal.tsx';
import { signedInAsViewer } from '#testing/team-fixtures.ts';

const unopened = mailItems.filter(
  (item) => item.status === MAIL_STATUS.unopened && item.mailActions === null,
);
const toolbar = (name = 'Mail actions') => within(screen.getByRole('toolbar', { name }));
const names = (elements: HTMLElement[]) => elements.map((element) => element.textContent);

async function openInbox(width: number) {
  setViewportWidth(width);
  fakeMembersApi({ 'GET /api/Mail': { body: mailItems } });
  const user = userEvent.setup();
  renderPortal('/Members/', { signedInAs: member });
  await screen.findAllByRole('row');
  return user;
}

/** The item's row: the list shows the fixtures' order, newest first (names repeat). */
const rowOf = (item: (typeof mailItems)[number]) =>
  screen.getAllByRole('row')[mailItems.indexOf(item)]!;

describe('the inbox toolbar on a phone', () => {
  it('keeps Scan, Forward and Delete as labelled buttons and the rest under More, each saying why it does nothing, then Export CSV', async () => {
    const user = await openInbox(390);
    expect(names(toolbar().getAllByRole('button'))).toEqual(['Scan', 'Forward', 'Delete', 'More']);
    expect(toolbar().getByRole('button', { name: 'Scan' })).toHaveAccessibleDescription(
      'Select mail first.',
    );

    await user.click(toolbar().getByRole('button', { name: 'More' }));
    const more = within(screen.getByRole('menu', { name: 'More' }));
    const items = more.getAllByRole('menuitem');
    const itemName = (item: HTMLElement) =>
      document.getElementById(item.getAttribute('aria-labelledby')!)?.textContent;
    expect(items.map(itemName)).toEqual([
      'Re-scan',
      'Shred',
      'Return to sender',
      'Cancel Action',
      'Move to folder',
      'Rename',
      'Download',
      'Email',
      'Export CSV',
    ]);
    const [exportCsv, ...mailActions] = [items.at(-1)!, ...items.slice(0, -1)];
    // The export is of the whole view: it needs no selection.
    expect(exportCsv).not.toHaveAttribute('aria-disabled');
    for (const item of mailActions) {
      expect(item).toHaveAttribute('aria-disabled', 'true');
      expect(item).toHaveAccessibleDescription('Select mail first.');
    }
    // The reason is written under each item, not only read out.
    expect(more.getAllByText('Select mail first.')).toHaveLength(8);
  });

  it('runs an action from More on the checked items, and says which ones suit only one item', async () => {
    const user = await openInbox(390);
    await user.click(within(rowOf(unopened[0]!)).getByRole('checkbox'));
    await user.click(within(rowOf(unopened[1]!)).getByRole('checkbox'));
    expect(toolbar().getByRole('button', { name: 'Scan' })).not.toHaveAttribute('aria-disabled');

    await user.click(toolbar().getByRole('button', { name: 'More' }));
    expect(screen.getByRole('menuitem', { name: 'Rename' })).toHaveAccessibleDescription(
      'Select one item only.',
    );
    const shred = screen.getByRole('menuitem', { name: 'Shred' });
    expect(shred).not.toHaveAttribute('aria-disabled');
    await user.click(shred);
    expect(await screen.findByRole('alertdialog', { name: 'Shred 2 items?' })).toBeVisible();
  });

  it('shows an opened item’s own actions the same way, only what it allows, and runs them from More', async () => {
    const user = await openInbox(390);
    await user.click(rowOf(unopened[0]!));
    const actions = toolbar('Actions for this item');
    expect(names(actions.getAllByRole('button'))).toEqual(['Scan', 'Forward', 'Delete', 'More']);

    await user.click(actions.getByRole('button', { name: 'More' }));
    const items = within(screen.getByRole('menu', { name: 'More' })).getAllByRole('menuitem');
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item).not.toHaveAttribute('aria-disabled');

    // An action under More works as its button does: Rename opens the name field, focused.
    await user.click(screen.getByRole('menuitem', { name: 'Rename' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });
});

describe('the inbox toolbar in the wide layout', () => {
  it('shows every mail action as a labelled button, and More for what acts on the whole view', async () => {
    const user = await openInbox(1280);
    expect(names(toolbar().getAllByRole('button'))).toEqual([
      'Scan',
      'Re-scan',
      'Forward',
      'Shred',
      'Return to sender',
      'Cancel Action',
      'Delete',
      'Move to folder',
      'Rename',
      'Download',
      'Email',
      'More',
    ]);
    await user.click(toolbar().getByRole('button', { name: 'More' }));
    const more = within(screen.getByRole('menu', { name: 'More' }));
    expect(more.getAllByRole('menuitem')).toEqual([
      more.getByRole('menuitem', { name: 'Export CSV' }),
    ]);
  });
});

describe('the inbox of a viewer in a shared mailroom (issue 39)', () => {
  it('offers Download alone, no folder editing, and labels only to filter by', async () => {
    setViewportWidth(1280);
    fakeMembersApi({
      'GET /api/Mail': { body: mailItems },
      'POST /api/account/GetAccount': { body: signedInAsViewer },
    });
    const user = userEvent.setup();
    renderPortal('/Members/', { signedInAs: signedInAsViewer });
    await screen.findAllByRole('row');
    expect(names(toolbar().getAllByRole('button'))).toEqual(['Download', 'More']);
    expect(screen.queryByRole('button', { name: 'Add/Delete Folder' })).toBeNull();
    // With nothing open, the preview explains only the tools a viewer has.
    const legend = screen.getByRole('heading', { name: 'What the toolbar does' }).parentElement!;
    expect(names(within(legend).getAllByRole('listitem'))).toEqual(['Download']);

    await user.click(await screen.findByRole('button', { name: 'Labels' }));
    const labelsMenu = within(screen.getByRole('menu', { name: 'Labels' }));
    for (const item of labelsMenu.getAllByRole('menuitem'))
      expect(item).toHaveTextContent(/^Show mail labelled /);
  });
});
