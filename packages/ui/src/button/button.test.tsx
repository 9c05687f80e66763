import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button, ButtonLink } from '#button/button.tsx';

describe('Button', () => {
  it('runs its action when clicked or activated from the keyboard', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Scan</Button>);
    const button = screen.getByRole('button', { name: 'Scan' });
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('does nothing while disabled and never submits a form by accident', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Shred
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Shred' });
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('type', 'button');
  });

  it('while loading, reads as busy, keeps focus and neither runs its action nor submits', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: FormEvent) => event.preventDefault());
    const form = (loading: boolean) => (
      <form onSubmit={onSubmit}>
        <Button type="submit" onClick={onClick} loading={loading}>
          Send
        </Button>
      </form>
    );
    const { rerender } = render(form(false));
    const button = screen.getByRole('button', { name: 'Send' });
    button.focus();
    rerender(form(true));
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits its form when it is a submit button', async () => {
    const onSubmit = vi.fn((event: FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Log In</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe('ButtonLink', () => {
  it('is a link to its destination', () => {
    render(<ButtonLink href="/signup">Signup</ButtonLink>);
    expect(screen.getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/signup');
  });
});
