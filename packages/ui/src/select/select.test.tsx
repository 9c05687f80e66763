import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from '#select/select.tsx';

const ADDRESSES = [
  { value: '1', label: '1 George St, Sydney' },
  { value: '2', label: '20 Queen St, Brisbane' },
  { value: '3', label: 'Old address', disabled: true },
];

describe('Select', () => {
  it('lets the member choose an option by its label', async () => {
    const onChange = vi.fn();
    render(<Select label="Address" options={ADDRESSES} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Address' });
    await userEvent.selectOptions(select, '20 Queen St, Brisbane');
    expect(select).toHaveValue('2');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('shows a placeholder that cannot be chosen back, and disabled options', () => {
    render(
      <Select
        label="Address"
        options={ADDRESSES}
        placeholder="Choose an address"
        defaultValue=""
      />,
    );
    expect(screen.getByRole('combobox')).toHaveDisplayValue('Choose an address');
    expect(screen.getByRole('option', { name: 'Choose an address' })).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Old address' })).toBeDisabled();
  });

  it('reads its error', () => {
    render(<Select label="Reason" options={ADDRESSES} error="Can not be blank" />);
    expect(screen.getByRole('combobox', { name: 'Reason' })).toHaveAccessibleDescription(
      'Can not be blank',
    );
  });
});
