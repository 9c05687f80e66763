import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadMessages } from '@portal/i18n/messages';
import { intlTag, type Locale } from '@portal/i18n/locale';
import { IntlProvider } from 'react-intl';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { mailItem } from '#testing/fixtures.ts';
import ScanViewer from '#inbox/components/scan-viewer.tsx';

/** A three-page scan of 600 × 800 pt pages, drawn by a pdf.js stand-in (pdf.js needs Node 22). */
const { scan } = vi.hoisted(() => {
  const page = {
    getViewport: ({ scale }: { scale: number }) => ({ width: 600 * scale, height: 800 * scale }),
    render: () => ({ promise: Promise.resolve(), cancel: () => {} }),
    streamTextContent: () => ({}),
  };
  const document = { numPages: 3, getPage: () => Promise.resolve(page) };
  return { scan: { status: 'loaded', document, bytes: new Uint8Array() } };
});
vi.mock('#inbox/api/use-scan-document.ts', () => ({ useScanDocument: () => scan }));
vi.mock('#inbox/pdf/load-pdfjs.ts', () => ({
  loadPdfJs: () =>
    Promise.resolve({
      TextLayer: class {
        textDivs = [];
        textContentItemsStr = [];
        render = () => Promise.resolve();
        cancel = () => {};
      },
    }),
}));

/** The room the page has: 900 px wide in the pane, 1200 px over the whole window. */
const PANE_WIDTH = 900;
const WINDOW_WIDTH = 1200;

beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.closest('dialog') ? WINDOW_WIDTH : PANE_WIDTH;
  });
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(700);
  return () => vi.restoreAllMocks();
});

async function openScan(locale: Locale = 'en') {
  const messages = await loadMessages(locale, 'members');
  render(
    <IntlProvider locale={intlTag(locale)} messages={messages}>
      <ScanViewer
        item={mailItem}
        onProgress={() => {}}
        onSettled={() => {}}
        onDownload={() => {}}
        onReport={() => {}}
      />
    </IntlProvider>,
  );
  await screen.findByText('150%');
}

const shownPage = () => screen.getByRole('img', { name: /^Page \d of 3/ });
const fullWindow = () => screen.queryByRole('dialog', { name: `Scan of ${mailItem.name}` });

describe('the scan viewer', () => {
  it('fits the page to the width it has, in the pane and over the whole window', async () => {
    await openScan();
    expect(shownPage()).toHaveStyle({ width: `${PANE_WIDTH}px` });
    expect(shownPage()).toHaveAttribute('aria-busy', 'false');

    await userEvent.click(screen.getByRole('button', { name: 'Full window' }));

    expect(await within(fullWindow()!).findByText('200%')).toBeVisible();
    expect(shownPage()).toHaveStyle({ width: `${WINDOW_WIDTH}px` });
  });

  it('opens over the whole window from its button, with focus inside, and Close gives it back', async () => {
    await openScan();
    await userEvent.click(screen.getByRole('button', { name: 'Full window' }));

    const dialog = fullWindow()!;
    expect(dialog).toHaveAttribute('open');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    expect(fullWindow()).toBeNull();
    expect(screen.getByRole('button', { name: 'Full window' })).toHaveFocus();
  });

  it('opens with f from anywhere, leaves with Esc or f, and the inbox behind hears neither', async () => {
    await openScan();
    const inboxKeys = vi.fn();
    document.addEventListener('keydown', inboxKeys);
    const user = userEvent.setup();

    await user.keyboard('f');
    expect(fullWindow()).not.toBeNull();
    await waitFor(() =>
      expect(fullWindow()).toContainElement(document.activeElement as HTMLElement),
    );
    await user.keyboard('j');
    await user.keyboard('{Escape}');
    expect(fullWindow()).toBeNull();
    expect(screen.getByRole('button', { name: 'Full window' })).toHaveFocus();

    await user.keyboard('f');
    await waitFor(() =>
      expect(fullWindow()).toContainElement(document.activeElement as HTMLElement),
    );
    await user.keyboard('f');
    expect(fullWindow()).toBeNull();
    document.removeEventListener('keydown', inboxKeys);
    expect(inboxKeys.mock.calls.map(([event]) => (event as KeyboardEvent).key)).toEqual(['f', 'f']);
  });

  it('turns pages with n and p over the whole window as in the pane', async () => {
    await openScan();
    const user = userEvent.setup();
    await user.keyboard('n');
    expect(screen.getByText('Page 2 / 3')).toBeVisible();

    await user.keyboard('f');
    await user.keyboard('n');
    expect(within(fullWindow()!).getByText('Page 3 / 3')).toBeVisible();
    await user.keyboard('p');
    expect(within(fullWindow()!).getByText('Page 2 / 3')).toBeVisible();
  });

  it('names the full window in the member’s language', async () => {
    await openScan('jp');
    await userEvent.click(screen.getByRole('button', { name: 'ウィンドウ全体に表示' }));

    expect(screen.getByRole('dialog', { name: `${mailItem.name}のスキャン` })).toBeVisible();
    expect(screen.getByRole('button', { name: '閉じる' })).toBeVisible();
  });
});

describe('full screen', () => {
  /** A browser with the Fullscreen API; `leave` is the browser leaving it on its own (Esc). */
  function fullScreenBrowser() {
    let element: Element | null = null;
    const change = (to: Element | null) => {
      element = to;
      document.dispatchEvent(new Event('fullscreenchange'));
    };
    const request = vi.fn(function (this: Element) {
      change(this);
      return Promise.resolve();
    });
    const exit = vi.fn(() => {
      change(null);
      return Promise.resolve();
    });
    Object.defineProperties(document, {
      fullscreenEnabled: { configurable: true, value: true },
      fullscreenElement: { configurable: true, get: () => element },
      exitFullscreen: { configurable: true, value: exit },
    });
    Object.defineProperty(Element.prototype, 'requestFullscreen', {
      configurable: true,
      value: request,
    });
    onTestFinished(() => {
      for (const name of ['fullscreenEnabled', 'fullscreenElement', 'exitFullscreen']) {
        Reflect.deleteProperty(document, name);
      }
      Reflect.deleteProperty(Element.prototype, 'requestFullscreen');
    });
    return { request, exit, leave: () => act(() => change(null)) };
  }

  it('shows the viewer on the whole screen, and the browser leaving it keeps the full window', async () => {
    const browser = fullScreenBrowser();
    await openScan();
    await userEvent.click(screen.getByRole('button', { name: 'Full screen' }));

    await waitFor(() => expect(browser.request).toHaveBeenCalledOnce());
    const dialog = fullWindow()!;
    expect(dialog).toContainElement(browser.request.mock.contexts[0] as HTMLElement);
    expect(within(dialog).getByRole('button', { name: 'Leave full screen' })).toBeVisible();

    browser.leave();

    expect(await within(dialog).findByRole('button', { name: 'Full screen' })).toBeVisible();
    expect(fullWindow()).toBe(dialog);
  });

  it('comes and goes with Shift+F', async () => {
    const browser = fullScreenBrowser();
    await openScan();
    const user = userEvent.setup();

    await user.keyboard('F');
    await waitFor(() => expect(browser.request).toHaveBeenCalledOnce());
    await user.keyboard('F');

    expect(browser.exit).toHaveBeenCalledOnce();
    expect(within(fullWindow()!).getByRole('button', { name: 'Full screen' })).toBeVisible();
  });

  it('is not offered where the browser cannot do it (an iPhone)', async () => {
    await openScan();
    expect(screen.queryByRole('button', { name: 'Full screen' })).toBeNull();
  });
});

describe('on a touch screen', () => {
  const desk = () => shownPage().closest('[tabindex="0"]')!;
  const touch = (id: number, x: number, y = 300) => ({
    pointerId: id,
    pointerType: 'touch',
    isPrimary: id === 1,
    clientX: x,
    clientY: y,
  });

  it('turns the page with a sideways swipe, left for the next and right for the one before', async () => {
    await openScan();
    fireEvent.pointerDown(desk(), touch(1, 300));
    fireEvent.pointerUp(desk(), touch(1, 100));
    expect(screen.getByText('Page 2 / 3')).toBeVisible();

    fireEvent.pointerDown(desk(), touch(1, 100));
    fireEvent.pointerUp(desk(), touch(1, 300));
    expect(screen.getByText('Page 1 / 3')).toBeVisible();
  });

  it('does not turn the page for a scroll down, a short wobble or a mouse drag', async () => {
    await openScan();
    fireEvent.pointerDown(desk(), touch(1, 300, 500));
    fireEvent.pointerUp(desk(), touch(1, 200, 100));
    fireEvent.pointerDown(desk(), touch(1, 300));
    fireEvent.pointerUp(desk(), touch(1, 270));
    fireEvent.pointerDown(desk(), { ...touch(1, 300), pointerType: 'mouse' });
    fireEvent.pointerUp(desk(), { ...touch(1, 100), pointerType: 'mouse' });

    expect(screen.getByText('Page 1 / 3')).toBeVisible();
  });

  it('zooms the page with two fingers, stretching it as they move, sharp again when they lift', async () => {
    await openScan();
    fireEvent.pointerDown(desk(), touch(1, 100));
    fireEvent.pointerDown(desk(), touch(2, 200));
    fireEvent.pointerMove(desk(), touch(2, 300));

    // Fingers twice as far apart: the page is twice as large under them.
    expect(shownPage().parentElement!.parentElement).toHaveStyle({ transform: 'scale(2)' });

    fireEvent.pointerUp(desk(), touch(2, 300));

    expect(await screen.findByText('300%')).toBeVisible();
    expect(shownPage()).toHaveStyle({ width: `${2 * PANE_WIDTH}px` });
    expect(screen.getByText('Page 1 / 3')).toBeVisible();
    // The point between the fingers (150, 300) stays under them: twice as far in, scrolled by as much.
    expect(desk()).toHaveProperty('scrollLeft', 150);
    expect(desk()).toHaveProperty('scrollTop', 300);
  });

  it('leaves the zoom as it was when the browser takes the fingers over', async () => {
    await openScan();
    fireEvent.pointerDown(desk(), touch(1, 100));
    fireEvent.pointerDown(desk(), touch(2, 200));
    fireEvent.pointerMove(desk(), touch(2, 300));
    fireEvent.pointerCancel(desk(), touch(2, 300));

    expect(shownPage().parentElement!.parentElement).not.toHaveStyle({ transform: 'scale(2)' });
    expect(screen.getByText('150%')).toBeVisible();
    expect(shownPage()).toHaveStyle({ width: `${PANE_WIDTH}px` });
  });

  it('zooms out with a pinch, and never below the smallest zoom', async () => {
    await openScan();
    fireEvent.pointerDown(desk(), touch(1, 100));
    fireEvent.pointerDown(desk(), touch(2, 500));
    fireEvent.pointerMove(desk(), touch(2, 110));
    fireEvent.pointerUp(desk(), touch(2, 110));

    expect(await screen.findByText('25%')).toBeVisible();
  });
});
