import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addresses, member } from '#testing/fixtures.ts';
import {
  mailRuleActions,
  mailRuleDryRun,
  mailRules,
  scanRuleCost,
} from '#testing/mail-rules-fixtures.ts';
import { fakeMembersApi, renderPortal, type FakeAnswer } from '#testing/render-portal.tsx';

const PATH = '/Members/Account/MailRules';

/**
 * The members' API with the rules, their log and the addresses a forward rule names. Reordering,
 * deleting and undoing change what the next read answers, as the server's would.
 */
function fakeRulesApi(overrides: Record<string, unknown> = {}) {
  let rules = [...mailRules];
  let actions = [...mailRuleActions];
  return fakeMembersApi({
    'GET /api/Address': { body: addresses },
    'GET /api/MailRules': () => ({ body: rules }),
    'POST /api/MailRules/Order': async (request: Request) => {
      const { ruleIds } = (await request.json()) as { ruleIds: number[] };
      rules = ruleIds.map((id, index) => ({
        ...rules.find((rule) => rule.ruleId === id)!,
        position: index + 1,
      }));
      return { body: rules };
    },
    'DELETE /api/MailRules': (request: Request) => {
      const ruleId = Number(new URL(request.url).searchParams.get('ruleId'));
      rules = rules.filter((rule) => rule.ruleId !== ruleId);
      return { status: 204 };
    },
    'GET /api/MailRules/Actions': () => ({ body: actions }),
    'POST /api/MailRules/Actions/Undo': (request: Request) => {
      const actionId = Number(new URL(request.url).searchParams.get('actionId'));
      actions = actions.map((action) =>
        action.actionId === actionId ? { ...action, outcome: 'undone', undoable: false } : action,
      );
      return { body: actions.find((action) => action.actionId === actionId) };
    },
    ...overrides,
  });
}

const ruleList = () =>
  screen.findByRole('list', { name: 'Your rules, in the order they are tried' });
const problem = (code: string, status = 409): FakeAnswer => ({ status, body: { code } });

describe('Mail Rules', () => {
  it('lists the rules in the order they are tried, each in words', async () => {
    fakeRulesApi();
    renderPortal(PATH, { signedInAs: member });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mail Rules' })).toBeVisible();
    const list = await ruleList();
    // The folder is named once the folders have arrived.
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((row) => row.textContent),
      ).toEqual([
        expect.stringContaining(
          'Scan tax mailSender contains “Australian Taxation Office”: Scan the contents',
        ),
        expect.stringContaining(
          'Bank statementsText contains “Statement of account”: Move to the folder Bank statements',
        ),
      ]),
    );
    expect(screen.getByText('2 of 50 rules')).toBeVisible();
  });

  it('moves a rule down at once and sends the whole new order', async () => {
    const calls = fakeRulesApi();
    renderPortal(PATH, { signedInAs: member });
    await userEvent.click(await screen.findByRole('button', { name: 'Move Scan tax mail down' }));
    const rows = within(await ruleList()).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Bank statements');
    const order = calls.find((call) => call.url.endsWith('/api/MailRules/Order'))!;
    expect(await order.json()).toEqual({ ruleIds: [8, 7] });
  });

  it('deletes a rule only once the member confirms', async () => {
    const calls = fakeRulesApi();
    renderPortal(PATH, { signedInAs: member });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Scan tax mail' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: /in the order/ })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    const deleted = calls.find((call) => call.method === 'DELETE')!;
    expect(new URL(deleted.url).searchParams.get('ruleId')).toBe('7');
  });

  it('shows what a new rule costs and would have matched before it can be saved', async () => {
    const calls = fakeRulesApi({
      'POST /api/MailRules/Cost': { body: scanRuleCost },
      'POST /api/MailRules/DryRun': { body: mailRuleDryRun },
      'POST /api/MailRules': { body: { ...mailRules[0], ruleId: 9, position: 3 } },
    });
    renderPortal(PATH, { signedInAs: member });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'New rule' });
    await user.type(within(dialog).getByLabelText('Rule name'), 'Scan tax mail');
    await user.type(within(dialog).getByLabelText('Contains the phrase'), 'Taxation');
    const save = within(dialog).getByRole('button', { name: 'Save rule' });
    expect(save).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Check rule' }));
    expect(
      await within(dialog).findByText(
        'Each matching item costs $1.50 plus $0.20 per page to scan, charged when staff scan it.',
      ),
    ).toBeVisible();
    expect(
      within(dialog).getByText('This rule would have matched 7 items in the last 90 days.'),
    ).toBeVisible();
    expect(within(dialog).getByText('Only flagged: cheque')).toBeVisible();
    expect(within(dialog).getByText('The newest 2 are listed.')).toBeVisible();

    await user.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const created = calls.find(
      (call) => call.method === 'POST' && call.url.endsWith('/api/MailRules'),
    )!;
    expect(await created.json()).toEqual({
      name: 'Scan tax mail',
      match: { on: 'sender', contains: 'Taxation' },
      action: { type: 'scan' },
      enabled: true,
    });
  });

  it('asks for the folder a folder rule files into, and a new check after a change', async () => {
    fakeRulesApi({
      'POST /api/MailRules/Cost': {
        body: { ...scanRuleCost, action: 'folder', fixed: 0, perPage: 0 },
      },
      'POST /api/MailRules/DryRun': { body: { ...mailRuleDryRun, matched: 0, items: [] } },
    });
    renderPortal(PATH, { signedInAs: member });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'New rule' });
    await user.type(within(dialog).getByLabelText('Rule name'), 'Receipts');
    await user.type(within(dialog).getByLabelText('Contains the phrase'), 'Receipt');
    await user.selectOptions(within(dialog).getByLabelText('Then'), 'Move to a folder');
    await user.click(within(dialog).getByRole('button', { name: 'Check rule' }));
    expect(await within(dialog).findByText('Choose one of the options')).toBeVisible();

    await user.selectOptions(within(dialog).getByLabelText('Folder'), 'Receipts');
    await user.click(within(dialog).getByRole('button', { name: 'Check rule' }));
    expect(await within(dialog).findByText('This rule costs nothing per item.')).toBeVisible();
    expect(
      within(dialog).getByText('This rule would have matched no items in the last 90 days.'),
    ).toBeVisible();
    await user.type(within(dialog).getByLabelText('Contains the phrase'), 's');
    expect(within(dialog).getByRole('button', { name: 'Save rule' })).toBeDisabled();
  });

  it('says in words when the account already has the most rules it can', async () => {
    fakeRulesApi({
      'POST /api/MailRules/Cost': { body: scanRuleCost },
      'POST /api/MailRules/DryRun': { body: mailRuleDryRun },
      'POST /api/MailRules': problem('rule_limit_reached'),
    });
    renderPortal(PATH, { signedInAs: member });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'New rule' });
    await user.type(within(dialog).getByLabelText('Rule name'), 'One more');
    await user.type(within(dialog).getByLabelText('Contains the phrase'), 'Council');
    await user.click(within(dialog).getByRole('button', { name: 'Check rule' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Save rule' }));
    expect(
      await within(dialog).findByText(
        'You already have 50 rules, the most an account can have. Delete a rule you no longer use to make room.',
      ),
    ).toBeVisible();
  });

  it('lists what the rules did, and undoes an action while it still can', async () => {
    const calls = fakeRulesApi();
    renderPortal(PATH, { signedInAs: member });
    const log = await screen.findByRole('list', { name: 'What your rules did' });
    expect(within(log).getByText('Scan tax mail: Scan the contents')).toBeVisible();
    expect(
      within(log).getByText(
        'Scan tax mail matched but only flagged it for you (Scan the contents was not done)',
      ),
    ).toBeVisible();
    expect(within(log).getByText('Staff marked this item as cheque')).toBeVisible();
    expect(within(log).getAllByRole('button')).toHaveLength(1);

    await userEvent.click(
      within(log).getByRole('button', {
        name: 'Undo the rule’s action on Australian Taxation Office',
      }),
    );
    expect(await screen.findByText('The rule’s action was undone.')).toBeVisible();
    expect(await within(log).findByText('Scan tax mail: Scan the contents (undone)')).toBeVisible();
    const undo = calls.find((call) => call.url.includes('/Actions/Undo'))!;
    expect(new URL(undo.url).searchParams.get('actionId')).toBe('501');
  });

  it('says in words when staff have already done what the rule asked', async () => {
    fakeRulesApi({ 'POST /api/MailRules/Actions/Undo': problem('rule_action_not_undoable') });
    renderPortal(PATH, { signedInAs: member });
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Undo the rule’s action on Australian Taxation Office',
      }),
    );
    expect(
      await screen.findByText(
        'This can no longer be undone: staff have already done the work, or you have acted on the item since.',
      ),
    ).toBeVisible();
  });
});
