import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACTION_TOAST_DURATION_MS,
  TOAST_DURATION_MS,
  ToastProvider,
  useToast,
} from '#toast/toast.tsx';

function Trigger({ message, tone }: { message: string; tone?: 'success' | 'error' | 'info' }) {
  const show = useToast();
  return (
    <button type="button" onClick={() => show(message, { tone })}>
      {message}
    </button>
  );
}

function click(name: string) {
  act(() => screen.getByRole('button', { name }).click());
}

describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is announced in a status region and disappears after 3000 ms', () => {
    render(
      <ToastProvider>
        <Trigger message="Unable to view or action mail until verification is complete." />
      </ToastProvider>,
    );
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();

    click('Unable to view or action mail until verification is complete.');
    expect(region).toHaveTextContent('Unable to view or action mail');

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(region).toHaveTextContent('Unable to view or action mail');
    act(() => vi.advanceTimersByTime(1));
    expect(region).toBeEmptyDOMElement();
    expect(TOAST_DURATION_MS).toBe(3000);
  });

  it('stacks different messages, each on its own clock', () => {
    render(
      <ToastProvider>
        <Trigger message="Email has been sent" tone="success" />
        <Trigger message="Unable to send email" tone="error" />
      </ToastProvider>,
    );
    click('Email has been sent');
    act(() => vi.advanceTimersByTime(1000));
    click('Unable to send email');
    expect(screen.getByRole('status')).toHaveTextContent('Email has been sentUnable to send email');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('status')).toHaveTextContent(/^Unable to send email$/);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows a repeated message once, for 3000 ms from the last time', () => {
    render(
      <ToastProvider>
        <Trigger message="Verify first" />
      </ToastProvider>,
    );
    click('Verify first');
    act(() => vi.advanceTimersByTime(2000));
    click('Verify first');
    expect(screen.getAllByText('Verify first', { selector: '[role="status"] span' })).toHaveLength(
      1,
    );
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('status')).toHaveTextContent('Verify first');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('needs a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger message="x" />)).toThrow('useToast needs a ToastProvider');
  });

  it('offers Undo for 8 s, held while pointed at, and pressing it undoes once and dismisses', () => {
    const undo = vi.fn();
    function Deleter() {
      const show = useToast();
      return (
        <button
          type="button"
          onClick={() =>
            show('Moved to Deleted Items', { action: { label: 'Undo', onAction: undo } })
          }
        >
          Delete
        </button>
      );
    }
    render(
      <ToastProvider>
        <Deleter />
      </ToastProvider>,
    );
    const region = screen.getByRole('status');
    click('Delete');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS + 1));
    expect(region).toHaveTextContent('Moved to Deleted Items');

    const toast = screen.getByRole('button', { name: 'Undo' }).parentElement!;
    act(() => toast.dispatchEvent(new PointerEvent('pointerover', { bubbles: true })));
    act(() => vi.advanceTimersByTime(ACTION_TOAST_DURATION_MS * 2));
    expect(region).toHaveTextContent('Moved to Deleted Items');
    act(() => toast.dispatchEvent(new PointerEvent('pointerout', { bubbles: true })));
    act(() => vi.advanceTimersByTime(ACTION_TOAST_DURATION_MS - 1));
    expect(region).toHaveTextContent('Moved to Deleted Items');

    click('Undo');
    expect(undo).toHaveBeenCalledTimes(1);
    expect(region).toBeEmptyDOMElement();
  });
});
