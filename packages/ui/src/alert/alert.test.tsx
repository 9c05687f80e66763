import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Alert } from '#alert/alert.tsx';

describe('Alert', () => {
  it('announces errors at once and other messages politely', () => {
    render(
      <>
        <Alert tone="error">Incorrect email or password</Alert>
        <Alert tone="success">Payment updated</Alert>
        <Alert tone="info">A code has been emailed to you</Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Incorrect email or password');
    const statuses = screen.getAllByRole('status');
    expect(statuses.map((status) => status.textContent)).toEqual([
      'Payment updated',
      'A code has been emailed to you',
    ]);
  });

  it('shows a title above its message', () => {
    render(
      <Alert tone="info" title="Fastest processing">
        Use the PO Box
      </Alert>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Fastest processingUse the PO Box');
  });

  it('can be dismissed with its × button, by mouse or keyboard', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(
      <Alert tone="info" layout="banner" dismissAction={{ onDismiss, label: 'Dismiss' }}>
        <a href="/Members/Account">Verify your identity</a>
      </Alert>,
    );
    expect(screen.getByRole('link', { name: 'Verify your identity' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await user.keyboard('{Enter}');
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });

  it('has no × button unless it can be dismissed', () => {
    render(<Alert tone="success">Saved</Alert>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
