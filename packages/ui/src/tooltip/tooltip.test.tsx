import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tooltip } from '#tooltip/tooltip.tsx';

function Example({ relation }: { relation?: 'description' | 'none' }) {
  return (
    <Tooltip content="Verify your ID first" relation={relation}>
      {(props) => (
        <button type="button" {...props}>
          International
        </button>
      )}
    </Tooltip>
  );
}

describe('Tooltip', () => {
  it('describes its trigger to screen readers even while it is not shown', () => {
    render(<Example />);
    expect(screen.getByRole('button')).toHaveAccessibleDescription('Verify your ID first');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('appears on keyboard focus and hides on Escape, keeping focus where it was', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Verify your ID first');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(screen.getByRole('button')).toHaveFocus();
  });

  it('appears while hovered and goes when the pointer leaves', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.hover(screen.getByRole('button'));
    expect(screen.getByRole('tooltip')).toBeVisible();
    await user.unhover(screen.getByRole('button'));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('stays out of the accessibility tree when it only repeats the trigger’s name', async () => {
    const user = userEvent.setup();
    render(<Example relation="none" />);
    await user.tab();
    expect(screen.getByText('Verify your ID first')).toBeVisible();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(screen.getByRole('button')).not.toHaveAccessibleDescription();
  });
});
