import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from '#text-field/text-field.tsx';

describe('TextField', () => {
  it('hands its input to a ref, as a form library registering fields needs', () => {
    const ref = { current: null as HTMLInputElement | null };
    render(<TextField label="Email" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Email' }));
  });

  it('is found by its label and takes typing', async () => {
    const onChange = vi.fn();
    render(<TextField label="Email" type="email" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'a@b.co');
    expect(input).toHaveValue('a@b.co');
    expect(onChange).toHaveBeenCalledTimes(6);
  });

  it('reads its hint and its error to screen readers and marks itself invalid', () => {
    render(
      <TextField label="Mobile number" description="Must start with +61" error="Incorrect code" />,
    );
    const input = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(input).toHaveAccessibleDescription('Must start with +61 Incorrect code');
    expect(input).toBeInvalid();
  });

  it('is valid with no error, and keeps a description the caller links itself', () => {
    render(
      <>
        <p id="extra">Shown on the envelope</p>
        <TextField label="Name" aria-describedby="extra" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAccessibleDescription('Shown on the envelope');
    expect(input).toBeValid();
  });

  it('keeps a hidden label for screen readers', () => {
    render(<TextField label="Search mail" hideLabel type="search" />);
    expect(screen.getByRole('searchbox', { name: 'Search mail' })).toBeInTheDocument();
  });
});
