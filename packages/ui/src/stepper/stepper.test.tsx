import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stepper } from '#stepper/stepper.tsx';
import { setViewportWidth } from '#test-support/browser-apis.ts';

const STEPS = [
  { id: 'account', label: 'Account details' },
  { id: 'addresses', label: 'Addresses' },
  { id: 'plan', label: 'Plan and payment' },
  { id: 'complete', label: 'Complete' },
];

function renderStepper(currentId = 'addresses') {
  return render(
    <Stepper
      label="Signup steps"
      steps={STEPS}
      currentId={currentId}
      progressLabel={(position, total) => `Step ${position} of ${total}`}
      completedLabel={(step) => `${step}, completed`}
    />,
  );
}

describe('Stepper', () => {
  it('lists every step from 768 px, marking the current one and the finished ones', () => {
    setViewportWidth(768);
    renderStepper();
    const nav = screen.getByRole('navigation', { name: 'Signup steps' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Account detailsAccount details, completed',
      '2Addresses',
      '3Plan and payment',
      '4Complete',
    ]);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    // Read as one phrase; the visible name alone is hidden from screen readers.
    expect(within(items[0]!).getByText('Account details, completed')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Account details')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows "Step n of total" and the current step below 768 px', () => {
    setViewportWidth(767);
    renderStepper('plan');
    const nav = screen.getByRole('navigation', { name: 'Signup steps' });
    expect(within(nav).queryByRole('list')).not.toBeInTheDocument();
    expect(nav).toHaveTextContent('Step 3 of 4Plan and payment');
  });

  it('switches variant when the window crosses 768 px', () => {
    setViewportWidth(1024);
    renderStepper();
    expect(screen.getByRole('list')).toBeInTheDocument();
    act(() => setViewportWidth(600));
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
  });
});
