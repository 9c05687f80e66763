import { describe, expect, it } from 'vitest';
import { MessageCatalogs } from '#shared/message-catalogs.ts';

/** Waits for the catalogs' next change of what they show. */
const nextShown = (catalogs: MessageCatalogs) =>
  new Promise<void>((resolve) => {
    const stop = catalogs.subscribe(() => {
      stop();
      resolve();
    });
  });

describe('MessageCatalogs', () => {
  it('starts with the sign-in texts only, in the language it was made with', async () => {
    const catalogs = new MessageCatalogs('jp');
    expect(catalogs.shown()).toBeNull();
    await nextShown(catalogs);

    const shown = catalogs.shown()!;
    expect(shown.locale).toBe('jp');
    expect(shown.messages['login.submit']).toBe('ログイン');
    expect(shown.messages['mail.folder.inbox']).toBeUndefined();
  });

  it('adds an area when a screen needs it, keeping the texts already shown', async () => {
    const catalogs = new MessageCatalogs('en');
    await catalogs.need('members');

    const { messages } = catalogs.shown()!;
    expect(messages['mail.folder.inbox']).toBe('Inbox');
    expect(messages['login.submit']).toBe('Log In');
  });

  it('changes language only once every area needed so far has arrived in it', async () => {
    const catalogs = new MessageCatalogs('en');
    await catalogs.need('members');
    const switching = catalogs.setLocale('zh-TW');
    expect(catalogs.shown()!.locale).toBe('en');
    await switching;

    const shown = catalogs.shown()!;
    expect(shown.locale).toBe('zh-TW');
    expect(shown.messages['mail.folder.inbox']).toBe('收件匣');
    expect(shown.messages['login.submit']).toBe('登入');
  });

  it('ends on the last language chosen when choices come faster than catalogs load', async () => {
    const catalogs = new MessageCatalogs('en');
    await nextShown(catalogs);
    await Promise.all([
      catalogs.setLocale('jp'),
      catalogs.setLocale('zh-CN'),
      catalogs.setLocale('en'),
    ]);

    expect(catalogs.shown()!.locale).toBe('en');
    expect(catalogs.shown()!.messages['login.submit']).toBe('Log In');
  });
});
