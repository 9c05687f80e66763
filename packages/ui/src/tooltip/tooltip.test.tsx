import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tooltip } from '#tooltip/tooltip.tsx';

function Example({
  relation,
  onClick,
}: {
  relation?: 'description' | 'none';
  onClick?: () => void;
}) {
  return (
    <Tooltip content="Verify your ID first" relation={relation}>
      {(props) => (
        <button type="button" onClick={onClick} {...props}>
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

  it('shows nothing for a tap on a touch screen, where it would cover the screen', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <>
        <button type="button">Domestic</button>
        <Example onClick={onClick} />
      </>,
    );
    const trigger = screen.getByRole('button', { name: 'International' });
    await user.pointer({ keys: '[TouchA]', target: trigger });
    expect(onClick).toHaveBeenCalledOnce();
    expect(trigger).toHaveFocus();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(trigger).toHaveAccessibleDescription('Verify your ID first');

    // A keyboard coming back to the same trigger still gets its tip.
    await user.tab({ shift: true });
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Verify your ID first');
  });
});
