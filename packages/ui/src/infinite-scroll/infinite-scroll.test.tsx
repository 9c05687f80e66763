import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { InfiniteScroll } from '#infinite-scroll/infinite-scroll.tsx';
import { setIntersecting } from '#test-support/browser-apis.ts';

function renderSentinel(props: { hasMore?: boolean; loading?: boolean } = {}) {
  const onLoadMore = vi.fn();
  const element = (next: { hasMore?: boolean; loading?: boolean }) => (
    <InfiniteScroll
      onLoadMore={onLoadMore}
      hasMore={next.hasMore ?? true}
      loading={next.loading ?? false}
      loadingLabel="Loading more"
    />
  );
  const { container, rerender } = render(element(props));
  const sentinel = container.firstElementChild as Element;
  return {
    onLoadMore,
    sentinel,
    rerender: (next: { hasMore?: boolean; loading?: boolean }) => rerender(element(next)),
  };
}

describe('InfiniteScroll', () => {
  it('asks for the next page once when it scrolls into view', () => {
    const { onLoadMore, sentinel } = renderSentinel();
    expect(onLoadMore).not.toHaveBeenCalled();
    act(() => setIntersecting(sentinel, true));
    act(() => setIntersecting(sentinel, true));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('asks again when a page has loaded and it is still in view (a short page)', async () => {
    const { onLoadMore, sentinel, rerender } = renderSentinel();
    act(() => setIntersecting(sentinel, true));
    rerender({ loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading more');
    await act(async () => {});
    expect(onLoadMore).toHaveBeenCalledTimes(1);

    rerender({ loading: false });
    await act(async () => {});
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('waits for the next scroll when a loaded page pushed it out of view', async () => {
    const { onLoadMore, sentinel, rerender } = renderSentinel();
    act(() => setIntersecting(sentinel, true));
    rerender({ loading: true });
    act(() => setIntersecting(sentinel, false));
    rerender({ loading: false });
    await act(async () => {});
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    act(() => setIntersecting(sentinel, true));
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('does nothing out of view, or when there is nothing more', () => {
    const { onLoadMore, sentinel, rerender } = renderSentinel();
    act(() => setIntersecting(sentinel, false));
    expect(onLoadMore).not.toHaveBeenCalled();
    rerender({ hasMore: false });
    act(() => setIntersecting(sentinel, true));
    expect(onLoadMore).not.toHaveBeenCalled();
  });
});
