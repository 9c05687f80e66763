import { act, render, renderHook, screen } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeProgress, ProgressBar, useFakeProgress } from '#progress-bar/progress-bar.tsx';

describe('ProgressBar', () => {
  it('reports how far along it is, by name', () => {
    render(<ProgressBar label="Uploading front of ID" value={42.4} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading front of ID' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
  });

  it('keeps its value between 0 and 100', () => {
    render(<ProgressBar label="Upload" value={130} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('has no value while the amount is unknown', () => {
    render(<ProgressBar label="Loading" hideLabel />);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).not.toHaveAttribute(
      'aria-valuenow',
    );
  });
});

describe('fakeProgress', () => {
  it('starts at 0, moves fast, then creeps, and holds at 99 until loading ends', () => {
    expect(fakeProgress(0)).toBe(0);
    expect(fakeProgress(250)).toBe(25);
    expect(fakeProgress(500)).toBe(50);
    expect(fakeProgress(1500)).toBe(80);
    expect(fakeProgress(3500)).toBe(95);
    expect(fakeProgress(7500)).toBe(99);
    expect(fakeProgress(60_000)).toBe(99);
  });

  it('never goes back and never reaches 100 on its own', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(100_000), (a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        expect(fakeProgress(early)).toBeLessThanOrEqual(fakeProgress(late));
        expect(fakeProgress(late)).toBeLessThan(100);
      }),
    );
  });

  it('slows down as it goes: the gain over any second is never more than over an earlier one', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(10_000), (a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        const gain = (t: number) => fakeProgress(t + 1000) - fakeProgress(t);
        expect(gain(late)).toBeLessThanOrEqual(gain(early) + 1e-9);
      }),
    );
  });
});

describe('useFakeProgress', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('advances while loading, jumps to 100 when done, and restarts from 0 on the next load', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ loading }) => useFakeProgress(loading), {
      initialProps: { loading: true },
    });
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe(50);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(80);

    rerender({ loading: false });
    expect(result.current).toBe(100);
    rerender({ loading: true });
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(300));
    expect(result.current).toBe(30);
  });
});
