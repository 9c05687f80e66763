import { describe, expect, it } from 'vitest';
import {
  SETTINGS_SECTIONS,
  sectionLabelKey,
  settingsSectionFromLink,
  settingsSectionPath,
  settingsSectionsFor,
} from '#account/settings-sections.ts';

const everything = {
  includeAutoActions: true,
  includeAdditionalNames: true,
  includeChoosePayments: true,
  includeMailRules: true,
  includeTeamUsers: true,
};

describe('settings sections (§2)', () => {
  it('are the fifteen of §2 in order, Mail Rules after Auto Actions, Users after Security', () => {
    expect(settingsSectionsFor(everything).map((section) => section.id)).toEqual([
      'account',
      'addresses',
      'autoActions',
      'mailRules',
      'notifications',
      'security',
      'users',
      'verification',
      'additionalNames',
      'paymentMethod',
      'manualPayment',
      'choosePlan',
      'transactions',
      'storageMetrics',
      'auditLog',
      'pause',
      'close',
    ]);
  });

  it('leave out the sections a brand hides', () => {
    const ids = settingsSectionsFor({
      includeAutoActions: false,
      includeAdditionalNames: false,
      includeChoosePayments: false,
      includeMailRules: false,
      includeTeamUsers: false,
    }).map((section) => section.id);
    expect(ids).toHaveLength(12);
    expect(ids).not.toContain('mailRules');
    expect(ids).not.toContain('users');
    expect(ids).not.toContain('autoActions');
    expect(ids).not.toContain('additionalNames');
    expect(ids).not.toContain('choosePlan');
  });

  it('each have their own address; §2 names /Members/Account/Verification', () => {
    const paths = SETTINGS_SECTIONS.map(settingsSectionPath);
    expect(new Set(paths).size).toBe(17);
    expect(paths[0]).toBe('/Members/Account');
    expect(paths).toContain('/Members/Account/Verification');
    expect(paths).toContain('/Members/Account/MailRules');
    expect(paths).toContain('/Members/Account/Users');
  });

  it('are found from their address in any case; a hidden or unknown one is not', () => {
    expect(settingsSectionFromLink(undefined, everything)?.id).toBe('account');
    expect(settingsSectionFromLink('verification', everything)?.id).toBe('verification');
    expect(settingsSectionFromLink('AdditionalNames', everything)?.id).toBe('additionalNames');
    expect(
      settingsSectionFromLink('AdditionalNames', { ...everything, includeAdditionalNames: false }),
    ).toBeNull();
    expect(settingsSectionFromLink('mailrules', everything)?.id).toBe('mailRules');
    expect(
      settingsSectionFromLink('MailRules', { ...everything, includeMailRules: false }),
    ).toBeNull();
    expect(settingsSectionFromLink('Nothing', everything)).toBeNull();
  });

  it('leave out the sections a role may not use; no address is then the first one left', () => {
    const viewer = (id: string) => ['security', 'transactions', 'auditLog'].includes(id);
    expect(settingsSectionsFor(everything, viewer).map((section) => section.id)).toEqual([
      'security',
      'transactions',
      'auditLog',
    ]);
    expect(settingsSectionFromLink(undefined, everything, viewer)?.id).toBe('security');
    expect(settingsSectionFromLink('', everything, viewer)?.id).toBe('security');
    expect(settingsSectionFromLink('Users', everything, viewer)).toBeNull();
    expect(settingsSectionFromLink(undefined, everything, () => false)).toBeNull();
  });

  it('names Pause Account "Unpause" while the account is On Hold (§2), and nothing else', () => {
    const pause = settingsSectionFromLink('PauseAccount', everything)!;
    expect(sectionLabelKey(pause, 'Active')).toBe('settings.section.pause');
    expect(sectionLabelKey(pause, 'On Hold')).toBe('account.pause.unpause');
    const close = settingsSectionFromLink('CloseAccount', everything)!;
    expect(sectionLabelKey(close, 'On Hold')).toBe('settings.section.close');
  });
});
