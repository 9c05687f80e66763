import { expect, test } from './test.ts';
import { expectAccessible, logIn } from './support.ts';

test.describe('members routes', () => {
  test("a screen's data request starts while its code is still downloading", async ({
    page,
    context,
  }) => {
    await logIn(page, 'demo@harbour.test');
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();

    // A second tab of the same member, whose inbox code arrives slowly.
    const tab = await context.newPage();
    const CODE_DELAY_MS = 1_500;
    let codeArrivedAt = Number.POSITIVE_INFINITY;
    await tab.route(/\/assets\/inbox-page-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, CODE_DELAY_MS));
      await route.continue();
      codeArrivedAt = Date.now();
    });
    let dataRequestedAt = Number.POSITIVE_INFINITY;
    tab.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/Mail')
        dataRequestedAt = Math.min(dataRequestedAt, Date.now());
    });

    await tab.goto('/Members/?folder=-1');
    await expect(tab.getByRole('heading', { level: 1, name: 'Deleted Items' })).toBeVisible();
    expect(dataRequestedAt).toBeLessThan(codeArrivedAt);
    expect(codeArrivedAt - dataRequestedAt).toBeGreaterThan(CODE_DELAY_MS / 2);
  });

  test('the chosen folder is in the address, so a reload or a shared link opens it', async ({
    page,
  }) => {
    await logIn(page, 'demo@harbour.test');
    await page.getByRole('button', { name: 'All Stored Items' }).click();

    await expect(page).toHaveURL(/\/Members\/?\?folder=-5$/);
    await expect(page.getByRole('heading', { level: 1, name: 'All Stored Items' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'All Stored Items' })).toBeVisible();
    await expectAccessible(page);

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  });
});
