import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderPortal } from '#testing/render-portal.tsx';

describe('/authorise', () => {
  it('sends an authorised browser to log in with a message', async () => {
    fakeApi({ 'POST /api/Login/LoginGuardAuthorise': { body: true } });
    const { history } = renderPortal('/authorise?q=code');

    expect(
      await screen.findByText('This browser is now authenticated. Log in to continue.'),
    ).toBeVisible();
    expect(history.location.pathname).toBe('/Login');
  });

  it('says a bad or expired link is invalid, and leads back to the login for a new one', async () => {
    fakeApi({ 'POST /api/Login/LoginGuardAuthorise': { body: false } });
    renderPortal('/authorise?q=old');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error. Authentication is invalid or has expired.',
    );
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/Login');
  });
});
