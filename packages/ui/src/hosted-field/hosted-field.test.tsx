import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HostedField } from '#hosted-field/hosted-field.tsx';

describe('HostedField', () => {
  it('hands the provider an empty box to mount into, inside a group named by its label', () => {
    const ref = { current: null as HTMLDivElement | null };
    render(<HostedField label="Card number" mountRef={ref} />);
    const group = screen.getByRole('group', { name: 'Card number' });
    expect(group).toContainElement(ref.current);
    expect(ref.current).toBeEmptyDOMElement();
  });

  it('reads its error to screen readers and marks the box invalid', () => {
    const ref = { current: null as HTMLDivElement | null };
    render(
      <HostedField label="Card number" mountRef={ref} error="Your card number is incomplete." />,
    );
    expect(screen.getByRole('group', { name: 'Card number' })).toHaveAccessibleDescription(
      'Your card number is incomplete.',
    );
    expect(ref.current).toHaveAttribute('data-invalid', 'true');
  });
});
