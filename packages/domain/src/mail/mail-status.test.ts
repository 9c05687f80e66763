import { describe, expect, it } from 'vitest';
import {
  awaitsMember,
  hasPendingAction,
  isHeld,
  isParcel,
  MAIL_STATUS,
  PENDING_ACTION,
  statusLabel,
  type MailState,
} from './mail-status.ts';

const item = (status: MailState['status'], mailActions: MailState['mailActions'] = null) => ({
  status,
  mailActions,
});

describe('§4 mail status and pending actions', () => {
  it('§4 status: each status code has its label and no red part when nothing is pending', () => {
    expect(statusLabel(item(2))).toEqual([{ key: 'mail.status.unopened', pending: false }]);
    expect(statusLabel(item(3))).toEqual([{ key: 'mail.status.scanned', pending: false }]);
    expect(statusLabel(item(4))).toEqual([{ key: 'mail.status.forwarded', pending: false }]);
    expect(statusLabel(item(5))).toEqual([{ key: 'mail.status.shredded', pending: false }]);
    expect(statusLabel(item(7))).toEqual([{ key: 'mail.status.returned', pending: false }]);
  });

  it('§4 status: 6 reads Pending shred, in red, as the shred has not happened yet', () => {
    expect(statusLabel(item(6))).toEqual([{ key: 'mail.pending.shred', pending: true }]);
  });

  it('§4 status: the pending action follows the status in red', () => {
    expect(statusLabel(item(2, PENDING_ACTION.scan))).toEqual([
      { key: 'mail.status.unopened', pending: false },
      { key: 'mail.pending.scan', pending: true },
    ]);
    expect(statusLabel(item(3, PENDING_ACTION.forward))[1]).toEqual({
      key: 'mail.pending.forward',
      pending: true,
    });
    expect(statusLabel(item(3, PENDING_ACTION.rescan))[1]).toEqual({
      key: 'mail.pending.rescan',
      pending: true,
    });
  });

  it('§4 status: a requested shred or return reads as pending, not as already done', () => {
    expect(statusLabel(item(3, PENDING_ACTION.shred))).toEqual([
      { key: 'mail.status.scanned', pending: false },
      { key: 'mail.pending.shred', pending: true },
    ]);
    expect(statusLabel(item(2, PENDING_ACTION.returnToSender))).toEqual([
      { key: 'mail.status.unopened', pending: false },
      { key: 'mail.pending.returnToSender', pending: true },
    ]);
  });

  it('§4 status: a pending shred on status 6 shows Pending shred once, in red', () => {
    expect(statusLabel(item(6, PENDING_ACTION.shred))).toEqual([
      { key: 'mail.pending.shred', pending: true },
    ]);
  });

  it('§4 status: only unopened and scanned items are still held; null means nothing pending', () => {
    const held = Object.values(MAIL_STATUS).filter((status) => isHeld(item(status)));
    expect(held).toEqual([MAIL_STATUS.unopened, MAIL_STATUS.scanned]);
    expect(hasPendingAction(item(3))).toBe(false);
    expect(hasPendingAction(item(3, PENDING_ACTION.scan))).toBe(true);
  });

  it('an item awaits the member while held with no pending action but a scan or rescan', () => {
    expect(awaitsMember(item(2))).toBe(true);
    expect(awaitsMember(item(2, PENDING_ACTION.scan))).toBe(true);
    expect(awaitsMember(item(3, PENDING_ACTION.rescan))).toBe(true);
    expect(awaitsMember(item(3, PENDING_ACTION.forward))).toBe(false);
    expect(awaitsMember(item(3, PENDING_ACTION.shred))).toBe(false);
    expect(awaitsMember(item(2, PENDING_ACTION.returnToSender))).toBe(false);
    for (const done of [4, 5, 6, 7] as const) expect(awaitsMember(item(done))).toBe(false);
  });

  it('§3 mail item: mailType 0 is an envelope, anything else a parcel', () => {
    expect(isParcel({ mailType: 0 })).toBe(false);
    expect(isParcel({ mailType: 1 })).toBe(true);
    expect(isParcel({ mailType: 2 })).toBe(true);
  });
});
