import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from '#radio-group/radio-group.tsx';

const UNDELIVERABLE = [
  { value: 'return', label: 'Return to Sender' },
  { value: 'abandon', label: 'Treat as abandoned' },
  { value: 'hold', label: 'Hold', disabled: true },
];

describe('RadioGroup', () => {
  it('is a named group whose arrow keys move the choice', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState('return');
      return (
        <RadioGroup
          label="If it can not be delivered"
          options={UNDELIVERABLE}
          value={value}
          onChange={(next) => {
            setValue(next);
            onChange(next);
          }}
        />
      );
    }
    render(<Controlled />);
    expect(
      screen.getByRole('radiogroup', { name: 'If it can not be delivered' }),
    ).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Return to Sender' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Treat as abandoned' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('abandon');
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'Return to Sender' })).toBeChecked();
  });

  it('starts from a default choice and takes clicks on labels', async () => {
    render(<RadioGroup label="ID type" options={UNDELIVERABLE} defaultValue="abandon" />);
    expect(screen.getByRole('radio', { name: 'Treat as abandoned' })).toBeChecked();
    await userEvent.click(screen.getByText('Return to Sender'));
    expect(screen.getByRole('radio', { name: 'Return to Sender' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Hold' })).toBeDisabled();
  });

  it('reads its error on the group', () => {
    render(<RadioGroup label="ID type" options={UNDELIVERABLE} error="Choose one" />);
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription('Choose one');
  });
});
