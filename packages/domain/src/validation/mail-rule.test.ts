import { describe, expect, it } from 'vitest';
import { validateMailRule, type MailRuleForm } from '#validation/mail-rule.ts';

const rule: MailRuleForm = {
  name: 'Scan tax mail',
  on: 'sender',
  contains: 'Australian Taxation Office',
  action: 'scan',
  folderId: '',
  label: '',
  addressId: '',
};

describe('a sender rule (decision 102)', () => {
  it('needs a name and a phrase of at least two characters', () => {
    expect(validateMailRule(rule)).toEqual({});
    expect(validateMailRule({ ...rule, name: ' ', contains: '' })).toEqual({
      name: 'validation.required',
      contains: 'validation.required',
    });
    expect(validateMailRule({ ...rule, contains: ' A ' })).toEqual({
      contains: 'validation.mailRule.phraseTooShort',
    });
  });

  it('needs the target its action names, and a label without a colon', () => {
    expect(validateMailRule({ ...rule, action: 'folder' })).toEqual({
      folderId: 'validation.choice',
    });
    expect(validateMailRule({ ...rule, action: 'forward' })).toEqual({
      addressId: 'validation.choice',
    });
    expect(validateMailRule({ ...rule, action: 'label', label: 'tax:2026' })).toEqual({
      label: 'validation.mailRule.labelColon',
    });
    expect(validateMailRule({ ...rule, action: 'label', label: 'Tax' })).toEqual({});
  });
});
