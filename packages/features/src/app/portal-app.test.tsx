import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BrandConfig } from '#brand/brand-config.ts';
import { PortalApp } from './portal-app.tsx';

const brand: BrandConfig = {
  id: 'test-brand',
  webpageName: 'Test Mail',
  logo: '/logo.svg',
  email: 'help@test.example',
  highlightColor: '#0f766e',
  signupSettings: { steps: ['account', 'addresses', 'plan', 'complete'], requireCard: true },
  includeAutoActions: true,
  includeAdditionalNames: true,
  includeChoosePayments: true,
  showOurFee: true,
  autoTopUp: 50,
  includeAutoTopup: true,
  showMonthlyCharge: true,
  siteUrl: 'http://localhost:3999',
  classicUrl: 'https://classic.test.example',
  bankTransfer: { accountName: 'Test Mail Pty Ltd', bsb: '000-000', accountNumber: '0000 0000' },
  defaultLanguage: 'en',
  port: 3999,
};

describe('PortalApp landing page', () => {
  it("shows the brand's name and logo with Log In and Signup", async () => {
    render(<PortalApp brand={brand} locale="en" />);
    expect(await screen.findByRole('heading', { name: 'Welcome to Test Mail' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Test Mail logo' })).toHaveAttribute('src', '/logo.svg');
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/Login');
    expect(screen.getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/signup');
  });

  it('speaks the language of the locale cookie', async () => {
    document.cookie = 'locale=jp';
    render(<PortalApp brand={brand} />);
    expect(await screen.findByRole('link', { name: 'ログイン' })).toHaveAttribute('href', '/Login');
    expect(screen.getByRole('heading', { name: 'Test Mailへようこそ' })).toBeVisible();
    expect(document.documentElement.lang).toBe('ja');
    document.cookie = 'locale=; Max-Age=0';
  });

  it("falls back to the brand's default language without a cookie", async () => {
    render(<PortalApp brand={{ ...brand, defaultLanguage: 'zh-TW' }} />);
    expect(await screen.findByRole('link', { name: '註冊' })).toBeVisible();
  });
});
