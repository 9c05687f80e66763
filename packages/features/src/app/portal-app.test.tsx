import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PortalApp } from './portal-app.tsx';
import { testBrand as brand } from '#testing/test-brand.ts';
import { testTheme } from '#testing/test-theme.css.ts';

describe('PortalApp landing page', () => {
  it("shows the brand's name and logo with Log In and Sign up", async () => {
    render(<PortalApp themeClass={testTheme} brand={brand} locale="en" />);
    expect(await screen.findByRole('heading', { name: 'Welcome to Test Mail' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Test Mail logo' })).toHaveAttribute('src', '/logo.svg');
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/Login');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  it('speaks the language of the locale cookie', async () => {
    document.cookie = 'locale=jp';
    render(<PortalApp themeClass={testTheme} brand={brand} />);
    expect(await screen.findByRole('link', { name: 'ログイン' })).toHaveAttribute('href', '/Login');
    expect(screen.getByRole('heading', { name: 'Test Mailへようこそ' })).toBeVisible();
    expect(document.documentElement.lang).toBe('ja');
    document.cookie = 'locale=; Max-Age=0';
  });

  afterEach(() => vi.unstubAllGlobals());

  const browserLanguages = (languages: string[]) =>
    vi.stubGlobal('navigator', { ...navigator, languages });

  it("speaks the browser's first offered language on a first visit, before the brand default", async () => {
    browserLanguages(['fr-FR', 'zh-Hant-TW', 'en']);
    render(<PortalApp themeClass={testTheme} brand={{ ...brand, defaultLanguage: 'jp' }} />);
    expect(await screen.findByRole('link', { name: '註冊' })).toBeVisible();
    expect(document.documentElement.lang).toBe('zh-TW');
  });

  it('keeps the language of the cookie over the browser languages', async () => {
    browserLanguages(['zh-CN']);
    document.cookie = 'locale=en';
    render(<PortalApp themeClass={testTheme} brand={brand} />);
    expect(await screen.findByRole('link', { name: 'Sign up' })).toBeVisible();
    document.cookie = 'locale=; Max-Age=0';
  });

  it("falls back to the brand's default language when the browser's are not offered", async () => {
    browserLanguages(['fr-FR', 'ko']);
    render(<PortalApp themeClass={testTheme} brand={{ ...brand, defaultLanguage: 'zh-TW' }} />);
    expect(await screen.findByRole('link', { name: '註冊' })).toBeVisible();
  });
});
