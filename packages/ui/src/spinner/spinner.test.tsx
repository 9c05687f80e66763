import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { visuallyHidden } from '#shared/styles.css.ts';
import { Spinner } from '#spinner/spinner.tsx';

describe('Spinner', () => {
  it('tells screen readers what is loading, without showing the words', () => {
    render(<Spinner label="Loading mail" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading mail');
    expect(screen.getByText('Loading mail')).toHaveClass(visuallyHidden);
  });

  it('can show its label on screen', () => {
    render(<Spinner label="Verifying" showLabel />);
    expect(screen.getByText('Verifying')).not.toHaveClass(visuallyHidden);
  });

  it('stays silent when it only decorates a busy control', () => {
    const { container } = render(<Spinner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
