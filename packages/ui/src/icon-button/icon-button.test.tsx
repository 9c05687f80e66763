import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from '#icon-button/icon-button.tsx';

describe('IconButton', () => {
  it('is named by its label and runs its action from mouse or keyboard', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<IconButton icon="trash" label="Delete folder Receipts" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Delete folder Receipts' });
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('shows its label as a tooltip on hover and on keyboard focus', async () => {
    const user = userEvent.setup();
    render(<IconButton icon="help" label="Support" />);
    expect(screen.getByText('Support')).not.toBeVisible();
    await user.tab();
    expect(screen.getByText('Support')).toBeVisible();
    await user.tab();
    expect(screen.getByText('Support')).not.toBeVisible();
    await user.hover(screen.getByRole('button', { name: 'Support' }));
    expect(screen.getByText('Support')).toBeVisible();
  });

  it('is not clickable when disabled', async () => {
    const onClick = vi.fn();
    render(<IconButton icon="shred" label="Shred" disabled onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Shred' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
