import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from '#checkbox/checkbox.tsx';

describe('Checkbox', () => {
  it("hands its input to the caller's ref and still shows the indeterminate state", () => {
    const ref = vi.fn();
    render(<Checkbox label="Select all" indeterminate ref={ref} />);
    const box = screen.getByRole('checkbox', { name: 'Select all' });
    expect(ref).toHaveBeenCalledWith(box);
    expect(box).toHaveProperty('indeterminate', true);
  });

  it('toggles by clicking its label or pressing Space', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checkbox label="Keep me signed in" onChange={onChange} />);
    const checkbox = screen.getByRole('checkbox', { name: 'Keep me signed in' });
    await user.click(screen.getByText('Keep me signed in'));
    expect(checkbox).toBeChecked();
    await user.keyboard(' ');
    expect(checkbox).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('shows a partly selected state', () => {
    const { rerender } = render(<Checkbox label="Select all" indeterminate />);
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBePartiallyChecked();
    rerender(<Checkbox label="Select all" indeterminate={false} />);
    expect(screen.getByRole('checkbox', { name: 'Select all' })).not.toBePartiallyChecked();
  });

  it('reads its hint and error', () => {
    render(
      <Checkbox label="I agree" description="Read the terms first" error="Tick to continue" />,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'I agree' });
    expect(checkbox).toHaveAccessibleDescription('Read the terms first Tick to continue');
    expect(checkbox).toBeInvalid();
  });
});
