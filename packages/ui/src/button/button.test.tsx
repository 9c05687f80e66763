import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, ButtonLink } from './button.tsx';

describe('Button', () => {
  it('runs its action when clicked or activated from the keyboard', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Scan</Button>);
    const button = screen.getByRole('button', { name: 'Scan' });
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(2);
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
});

describe('ButtonLink', () => {
  it('is a link to its destination', () => {
    render(<ButtonLink href="/signup">Signup</ButtonLink>);
    expect(screen.getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/signup');
  });
});
