import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mailItem, member } from '#testing/fixtures.ts';
import { labels } from '#testing/mail-rules-fixtures.ts';
import { fakeMembersApi, renderPortal } from '#testing/render-portal.tsx';

const taxed = { ...mailItem, labelIds: [4] };

/** The inbox with one item, labelled Tax; labelling answers the item as the server has it then. */
async function openInbox(overrides: Record<string, unknown> = {}) {
  const calls = fakeMembersApi({
    'GET /api/Mail': { body: [taxed] },
    'POST /api/mail/Labels': async (request: Request) => {
      const { labelIds, remove } = (await request.json()) as {
        labelIds: number[];
        remove?: boolean;
      };
      const now = remove
        ? taxed.labelIds.filter((id) => !labelIds.includes(id))
        : [...taxed.labelIds, ...labelIds];
      return { body: [{ ...taxed, labelIds: now }] };
    },
    ...overrides,
  });
  const user = userEvent.setup();
  const { history } = renderPortal('/Members/', { signedInAs: member });
  const row = await screen.findByRole('row', { name: /Letter from the bank/ });
  return { calls, user, row, history };
}

const labelsOf = (row: HTMLElement) =>
  within(within(row).getByRole('list', { name: 'Labels' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('labels', () => {
  it('shows an item’s labels on its row by name', async () => {
    const { row } = await openInbox();
    await waitFor(() => expect(labelsOf(row)).toEqual(['Tax']));
  });

  it('puts a label on the selected items from the Labels menu, at once', async () => {
    const { calls, user, row } = await openInbox();
    await user.click(within(row).getByRole('checkbox', { name: 'Select Letter from the bank' }));
    await user.click(screen.getByRole('button', { name: 'Labels' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Label as Bank' }));
    await waitFor(() => expect(labelsOf(row)).toEqual(['Tax', 'Bank']));
    expect(await screen.findByText('Label Bank put on 1 item.')).toBeVisible();
    const change = calls.find((call) => call.url.endsWith('/api/mail/Labels'))!;
    expect(await change.json()).toEqual({ mailIds: [7], labelIds: [3], remove: false });
  });

  it('shows the mail with a label, with nothing selected: a search for its label: term', async () => {
    const { calls, user, history } = await openInbox({
      'GET /api/mail/search': { body: [taxed] },
    });
    await user.click(screen.getByRole('button', { name: 'Labels' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Show mail labelled Tax' }));
    await waitFor(() => expect(history.location.search).toContain('label'));
    expect(screen.getByRole('searchbox')).toHaveValue('label:Tax');
    await waitFor(() =>
      expect(
        calls.some((call) => new URL(call.url).searchParams.get('query') === 'label:Tax'),
      ).toBe(true),
    );
  });

  it('takes off a label every selected item has', async () => {
    const { calls, user, row } = await openInbox();
    await user.click(within(row).getByRole('checkbox', { name: 'Select Letter from the bank' }));
    await user.click(screen.getByRole('button', { name: 'Labels' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Take off Tax' }));
    await waitFor(() => expect(within(row).queryByRole('list', { name: 'Labels' })).toBeNull());
    const change = calls.find((call) => call.url.endsWith('/api/mail/Labels'))!;
    expect(await change.json()).toEqual({ mailIds: [7], labelIds: [4], remove: true });
  });

  it('makes a new label, and says in words when the account has the most it can', async () => {
    let current = [...labels];
    const { calls, user } = await openInbox({
      'GET /api/Labels': () => ({ body: current }),
      'POST /api/Labels': () => {
        if (current.length > 2) return { status: 409, body: { code: 'label_limit_reached' } };
        const made = { labelId: 5, name: 'Receipts', colour: 'teal' as const };
        current = [...current, made];
        return { body: made };
      },
    });
    await user.click(screen.getByRole('button', { name: 'Labels' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Manage labels' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage labels' });
    const form = within(within(dialog).getByRole('form', { name: 'New label' }));
    await user.type(form.getByLabelText('Name'), 'Receipts');
    await user.selectOptions(form.getByLabelText('Colour'), 'Teal');
    await user.click(form.getByRole('button', { name: 'Add label' }));
    expect(await within(dialog).findByRole('form', { name: 'Label Receipts' })).toBeVisible();
    const created = calls.find(
      (call) => call.method === 'POST' && call.url.endsWith('/api/Labels'),
    )!;
    expect(await created.json()).toEqual({ name: 'Receipts', colour: 'teal' });

    await user.type(form.getByLabelText('Name'), 'One too many');
    await user.click(form.getByRole('button', { name: 'Add label' }));
    expect(
      await within(dialog).findByText(
        'You already have 100 labels, the most an account can have. Delete a label you no longer use to make room.',
      ),
    ).toBeVisible();
  });

  it('refuses a label name with a colon before asking the server', async () => {
    const { calls, user } = await openInbox();
    await user.click(screen.getByRole('button', { name: 'Labels' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Manage labels' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage labels' });
    const form = within(within(dialog).getByRole('form', { name: 'New label' }));
    await user.type(form.getByLabelText('Name'), 'tax:2026');
    await user.click(form.getByRole('button', { name: 'Add label' }));
    expect(await form.findByText('A label can not contain a colon')).toBeVisible();
    expect(calls.some((call) => call.method === 'POST' && call.url.endsWith('/api/Labels'))).toBe(
      false,
    );
  });
});
