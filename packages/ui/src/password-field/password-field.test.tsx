import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordField } from '#password-field/password-field.tsx';

describe('PasswordField', () => {
  it('hides the password until the member presses show, and hides it again', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Password" showPasswordLabel="Show password" />);
    const input = screen.getByLabelText('Password');
    await user.type(input, 's3cret');
    expect(input).toHaveAttribute('type', 'password');

    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('s3cret');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    toggle.focus();
    await user.keyboard(' ');
    expect(input).toHaveAttribute('type', 'password');
  });

  it('reads its error', () => {
    render(
      <PasswordField
        label="Repeat password"
        showPasswordLabel="Show"
        error="Must match password"
      />,
    );
    expect(screen.getByLabelText('Repeat password')).toHaveAccessibleDescription(
      'Must match password',
    );
  });
});
