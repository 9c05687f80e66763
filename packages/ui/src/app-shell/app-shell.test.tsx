import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppShell } from '#app-shell/app-shell.tsx';

function renderShell(
  props: {
    onMenuOpenChange?: (open: boolean) => void;
    menuAction?: { label: string; onClick: () => void };
  } = {},
) {
  return render(
    <AppShell
      menuLabel="Menu"
      skipLinkLabel="Skip to content"
      logo={<span>Harbour Mail</span>}
      actions={<button type="button">Support</button>}
      banner={<p>Verify your identity</p>}
      sidebar={
        <nav aria-label="Folders">
          <a href="#inbox">Inbox</a>
        </nav>
      }
      {...props}
    >
      <h1>Inbox</h1>
    </AppShell>,
  );
}

describe('AppShell', () => {
  it('lays the page out in landmarks: banner, navigation and main', () => {
    renderShell();
    const banner = screen.getByRole('banner');
    expect(banner).toHaveTextContent('Harbour Mail');
    expect(banner).toHaveTextContent('Verify your identity');
    expect(screen.getByRole('navigation', { name: 'Folders' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Inbox');
  });

  it('offers keyboard users a first link that skips to the content', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', `#${screen.getByRole('main').id}`);
  });

  it('opens and closes the phone-size menu from its button', async () => {
    const user = userEvent.setup();
    const onMenuOpenChange = vi.fn();
    renderShell({ onMenuOpenChange });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const sidebar = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(sidebar).toContainElement(screen.getByRole('navigation', { name: 'Folders' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(sidebar).toHaveAttribute('data-open');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(onMenuOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('lets a screen make the menu button its own action instead of the drawer', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const onMenuOpenChange = vi.fn();
    renderShell({ menuAction: { label: 'Back to inbox', onClick }, onMenuOpenChange });
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    const action = screen.getByRole('button', { name: 'Back to inbox' });
    expect(action).not.toHaveAttribute('aria-expanded');

    await user.click(action);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onMenuOpenChange).not.toHaveBeenCalled();
  });

  it('closes the menu on Escape from inside it and returns focus to the button', async () => {
    const user = userEvent.setup();
    renderShell();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Inbox' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
