import { DOMAIN_MESSAGE_KEYS } from '@portal/domain/messages';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from './locale.ts';
import { loadMessages, MESSAGE_AREAS, type Messages } from './messages.ts';

/** Every area of one language's catalog, as the portal holds them once all have loaded. */
async function allMessages(locale: Locale): Promise<Messages> {
  const areas = await Promise.all(MESSAGE_AREAS.map((area) => loadMessages(locale, area)));
  return Object.assign({}, ...areas) as Messages;
}

describe('§8 message ids domain answers with', () => {
  it.each(LOCALES)('§8 %s has a text for every domain message id', async (locale) => {
    const catalog: Record<string, string> = await allMessages(locale);
    expect(DOMAIN_MESSAGE_KEYS.filter((key) => !(key in catalog))).toEqual([]);
  });

  it('the English texts keep the spec’s wording for the §5 and §8 messages', async () => {
    const english = await allMessages('en');
    expect(english['validation.login.blank']).toBe('Email and password can not be blank');
    expect(english['validation.required']).toBe('Can not be blank');
    expect(english['validation.password.mismatch']).toBe('Passwords do not match');
    expect(english['validation.password.repeatMismatch']).toBe('Must match password');
    expect(english['validation.email.invalidOrUnavailable']).toBe(
      'Email is invalid or not available',
    );
    expect(english['validation.form.invalid']).toBe('Some fields were invalid');
    expect(english['validation.customs.description']).toBe('You must include a description');
    expect(english['mail.gate.unverified']).toBe(
      'Unable to view or action mail until verification is complete.',
    );
    expect(english['account.pause.mailHeld']).toBe(
      'You can not put your account on pause while you have mail stored. Either shred or forward stored mail.',
    );
    expect(english['login.incorrect']).toBe('Incorrect email or password');
    expect(english['login.guardIncorrect']).toBe(
      'Incorrect login guard code. Please check your email and try again',
    );
  });
});
