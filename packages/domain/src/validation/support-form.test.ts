import { describe, expect, it } from 'vitest';
import {
  headerLine,
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_SUBJECT_MAX_LENGTH,
  validateSupportForm,
} from '#validation/support-form.ts';

const form = { email: 'alex@mail.test', subject: 'Parcel', message: 'Has it arrived?' };

describe('validateSupportForm', () => {
  it('accepts an email, a subject and a message', () => {
    expect(validateSupportForm(form)).toEqual({});
  });

  it('needs each field, and a valid email', () => {
    expect(validateSupportForm({ email: ' ', subject: '', message: '\n' })).toEqual({
      email: 'validation.required',
      subject: 'validation.required',
      message: 'validation.required',
    });
    expect(validateSupportForm({ ...form, email: 'alex@' })).toEqual({
      email: 'validation.email.invalid',
    });
  });

  it('holds subject and message to the contract’s lengths, counting characters', () => {
    const subject = '件'.repeat(SUPPORT_SUBJECT_MAX_LENGTH);
    expect(validateSupportForm({ ...form, subject })).toEqual({});
    expect(validateSupportForm({ ...form, subject: `${subject}x` })).toEqual({
      subject: 'validation.tooLong',
    });
    const message = 'm'.repeat(SUPPORT_MESSAGE_MAX_LENGTH + 1);
    expect(validateSupportForm({ ...form, message })).toEqual({ message: 'validation.tooLong' });
  });

  it('finds a subject of line breaks only blank', () => {
    expect(validateSupportForm({ ...form, subject: '\r\n\r\n' })).toEqual({
      subject: 'validation.required',
    });
  });
});

describe('headerLine', () => {
  it('puts a header value on one line: no CR, LF or other control characters', () => {
    expect(headerLine('Hello\r\nBcc: someone@evil.test')).toBe('Hello Bcc: someone@evil.test');
    expect(headerLine('a\u0000b\u2028c\td')).toBe('a b c d');
    expect(headerLine('  Parcel from Japan  ')).toBe('Parcel from Japan');
  });
});
