import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  actionableMailIds,
  checkMailAction,
  MAIL_ACTION_LABEL_KEYS,
  MAIL_ACTIONS,
  MAIL_PROBLEM_KEYS,
  MAIL_REFUSAL_KEYS,
  toolbarState,
  type MailActionContext,
} from './mail-actions.ts';
import { FOLDER } from './folders.ts';
import { MAIL_STATUS, PENDING_ACTION, type MailState } from './mail-status.ts';

const verified: MailActionContext = {
  account: { idVerified: false, idPending: false, smsVerified: true },
  plan: { parcelForwardOnly: false },
};
const parcelForwardOnly: MailActionContext = { ...verified, plan: { parcelForwardOnly: true } };
const unverified: MailActionContext = {
  ...verified,
  account: { idVerified: false, idPending: false, smsVerified: false },
};

let nextId = 1;
const mail = (
  status: MailState['status'],
  mailActions: MailState['mailActions'] = null,
): MailState & { mailId: number } => ({ mailId: nextId++, status, mailActions });

const unopened = () => mail(MAIL_STATUS.unopened);
const scanned = () => mail(MAIL_STATUS.scanned);
const forwarded = () => mail(MAIL_STATUS.forwarded);
const pendingForward = () => mail(MAIL_STATUS.scanned, PENDING_ACTION.forward);

const enabled = (toolbar: Record<string, boolean>) =>
  Object.entries(toolbar)
    .filter(([, on]) => on)
    .map(([action]) => action);

describe('§4 toolbar', () => {
  it('§4 toolbar: nothing is enabled with nothing selected', () => {
    expect(enabled(toolbarState([], verified))).toEqual([]);
  });

  it('§4 toolbar: Scan enabled when some item is unopened with no pending action', () => {
    expect(toolbarState([scanned(), unopened()], verified).scan).toBe(true);
    expect(toolbarState([scanned()], verified).scan).toBe(false);
    expect(toolbarState([mail(MAIL_STATUS.unopened, PENDING_ACTION.scan)], verified).scan).toBe(
      false,
    );
  });

  it('§4 toolbar: Scan disabled on parcel-forward-only plan', () => {
    expect(toolbarState([unopened()], parcelForwardOnly).scan).toBe(false);
    expect(toolbarState([unopened()], parcelForwardOnly).forward).toBe(true);
  });

  it('§4 toolbar: Forward and Shred enabled when none is pending and one is unopened or scanned', () => {
    for (const selection of [[unopened()], [scanned()], [scanned(), forwarded()]]) {
      const toolbar = toolbarState(selection, verified);
      expect([toolbar.forward, toolbar.shred, toolbar.returnToSender]).toEqual([true, true, true]);
    }
  });

  it('§4 toolbar: Forward and Shred disabled when any selected item has a pending action', () => {
    const toolbar = toolbarState([scanned(), pendingForward()], verified);
    expect([toolbar.forward, toolbar.shred, toolbar.returnToSender]).toEqual([false, false, false]);
  });

  it('§4 toolbar: Forward and Shred disabled when nothing selected is still held', () => {
    const toolbar = toolbarState([forwarded(), mail(MAIL_STATUS.returned)], verified);
    expect([toolbar.forward, toolbar.shred, toolbar.returnToSender]).toEqual([false, false, false]);
  });

  it('§4 toolbar: Cancel Action available when a selected item has a pending action', () => {
    expect(toolbarState([scanned(), pendingForward()], verified).cancelAction).toBe(true);
    expect(toolbarState([scanned(), unopened()], verified).cancelAction).toBe(false);
  });

  it('§4 toolbar: Re-scan offered only for one item of status 2 or 3 with nothing pending', () => {
    expect(toolbarState([scanned()], verified).rescan).toBe(true);
    expect(toolbarState([unopened()], verified).rescan).toBe(true);
    expect(toolbarState([forwarded()], verified).rescan).toBe(false);
    expect(toolbarState([pendingForward()], verified).rescan).toBe(false);
    expect(toolbarState([scanned(), scanned()], verified).rescan).toBe(false);
    expect(toolbarState([scanned()], parcelForwardOnly).rescan).toBe(false);
  });

  it('§4 toolbar: Download, Email and Move to folder enabled for any selection', () => {
    const toolbar = toolbarState([forwarded(), pendingForward(), scanned()], verified);
    expect([toolbar.download, toolbar.email, toolbar.moveToFolder]).toEqual([true, true, true]);
  });

  it('§4 toolbar: Rename needs exactly one item', () => {
    expect(toolbarState([forwarded()], verified).rename).toBe(true);
    expect(toolbarState([forwarded(), scanned()], verified).rename).toBe(false);
  });

  it('§4 toolbar: Delete needs no pending action, and is off inside Deleted Items', () => {
    expect(toolbarState([scanned(), forwarded()], verified).delete).toBe(true);
    expect(toolbarState([scanned(), pendingForward()], verified).delete).toBe(false);
    expect(toolbarState([scanned()], { ...verified, folderId: FOLDER.deletedItems }).delete).toBe(
      false,
    );
    expect(toolbarState([scanned()], { ...verified, folderId: FOLDER.inbox }).delete).toBe(true);
  });

  it('§4 toolbar: an unverified member gets no action at all', () => {
    expect(enabled(toolbarState([unopened(), pendingForward()], unverified))).toEqual([]);
  });

  it('§9 toolbar: Scan and Re-scan go off once scanning has stopped for an unpaid account', () => {
    const stopped = { ...verified, scanningStopped: true };
    expect(toolbarState([unopened()], stopped).scan).toBe(false);
    expect(toolbarState([scanned()], stopped).rescan).toBe(false);
    expect(toolbarState([scanned()], stopped).forward).toBe(true);
  });

  it('§9 toolbar: a locked account (balance below zero) asks staff for nothing until it pays', () => {
    const locked = { ...verified, locked: true };
    const toolbar = toolbarState([unopened(), scanned()], locked);
    expect(toolbar).toMatchObject({
      scan: false,
      rescan: false,
      forward: false,
      shred: false,
      returnToSender: false,
      download: true,
      moveToFolder: true,
    });
    expect(checkMailAction('forward', scanned(), locked)).toEqual({
      ok: false,
      code: 'account_locked',
    });
    expect(checkMailAction('scan', unopened(), locked)).toEqual({
      ok: false,
      code: 'account_locked',
    });
    expect(checkMailAction('cancelAction', pendingForward(), locked)).toEqual({ ok: true });
    // Unpaid for more than 14 days: a scan says scanning has stopped, the rest that it is locked.
    const stopped = { ...locked, scanningStopped: true };
    expect(checkMailAction('scan', unopened(), stopped)).toMatchObject({
      code: 'scanning_stopped',
    });
    expect(checkMailAction('shred', scanned(), stopped)).toMatchObject({ code: 'account_locked' });
    expect(MAIL_REFUSAL_KEYS.account_locked).toBe('account.standing.locked');
    expect(MAIL_PROBLEM_KEYS.account_locked).toBe('account.standing.locked');
    expect(MAIL_PROBLEM_KEYS.in_pending_forward).toBe('mail.refused.inPendingForward');
  });

  it('§4 toolbar: every action has its label', () => {
    expect(Object.keys(MAIL_ACTION_LABEL_KEYS)).toEqual([...MAIL_ACTIONS]);
    expect(MAIL_ACTION_LABEL_KEYS.rescan).toBe('mail.action.rescan');
  });
});

describe('§4 server check of a requested action', () => {
  it('§4 check: an item with a pending action cannot be forwarded, shredded, scanned or deleted', () => {
    for (const action of [
      'forward',
      'shred',
      'scan',
      'rescan',
      'returnToSender',
      'delete',
    ] as const) {
      expect(checkMailAction(action, mail(MAIL_STATUS.unopened, 1), verified)).toEqual({
        ok: false,
        code: 'pending_action',
      });
    }
  });

  it('§4 check: scanning needs an unopened item; forwarding needs one still held', () => {
    expect(checkMailAction('scan', scanned(), verified)).toEqual({
      ok: false,
      code: 'not_unopened',
    });
    expect(checkMailAction('forward', forwarded(), verified)).toEqual({
      ok: false,
      code: 'not_held',
    });
    expect(checkMailAction('rescan', mail(MAIL_STATUS.shredded), verified)).toEqual({
      ok: false,
      code: 'not_held',
    });
    expect(checkMailAction('scan', unopened(), verified)).toEqual({ ok: true });
  });

  it('§4 check: cancelling needs something pending', () => {
    expect(checkMailAction('cancelAction', scanned(), verified)).toEqual({
      ok: false,
      code: 'no_pending_action',
    });
    expect(checkMailAction('cancelAction', pendingForward(), verified)).toEqual({ ok: true });
  });

  it('§4 check: the plan and the account standing can forbid scanning', () => {
    expect(checkMailAction('scan', unopened(), parcelForwardOnly)).toEqual({
      ok: false,
      code: 'plan_forbids_scan',
    });
    expect(checkMailAction('scan', unopened(), { ...verified, scanningStopped: true })).toEqual({
      ok: false,
      code: 'scanning_stopped',
    });
  });

  it('§6 check: every action is refused before verification, with the gate message', () => {
    for (const action of MAIL_ACTIONS) {
      expect(checkMailAction(action, scanned(), unverified)).toEqual({
        ok: false,
        code: 'verification_required',
      });
    }
    expect(MAIL_REFUSAL_KEYS.verification_required).toBe('mail.gate.unverified');
  });

  it('§4 check: a screen sends only the selected items the action applies to', () => {
    const items = [unopened(), scanned(), mail(MAIL_STATUS.unopened, PENDING_ACTION.forward)];
    expect(actionableMailIds('scan', items, verified)).toEqual([items[0]?.mailId]);
    expect(actionableMailIds('shred', items, verified)).toEqual([
      items[0]?.mailId,
      items[1]?.mailId,
    ]);
  });

  it('§4 toolbar and check agree: an enabled button always has items the server accepts (property)', () => {
    const state = fc.record({
      mailId: fc.nat(),
      status: fc.constantFrom(...Object.values(MAIL_STATUS)),
      mailActions: fc.constantFrom(null, ...Object.values(PENDING_ACTION)),
    });
    const context = fc.record({
      account: fc.record({
        idVerified: fc.boolean(),
        idPending: fc.boolean(),
        smsVerified: fc.boolean(),
      }),
      plan: fc.record({ parcelForwardOnly: fc.boolean() }),
      scanningStopped: fc.boolean(),
      locked: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(state, { maxLength: 6 }), context, (selection, ctx) => {
        const toolbar = toolbarState(selection, ctx);
        for (const action of MAIL_ACTIONS) {
          if (toolbar[action])
            expect(actionableMailIds(action, selection, ctx).length).toBeGreaterThan(0);
        }
        if (toolbar.forward || toolbar.shred) {
          expect(selection.every((item) => item.mailActions === null)).toBe(true);
        }
        if (toolbar.scan) expect(ctx.plan.parcelForwardOnly).toBe(false);
      }),
    );
  });
});
