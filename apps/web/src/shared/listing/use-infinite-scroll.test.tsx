import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useInfiniteScroll, type InfiniteScrollOptions } from './use-infinite-scroll.ts';

function Probe(props: InfiniteScrollOptions) {
  useInfiniteScroll(props);
  return null;
}

/** Puts the window `fromBottom` px above the bottom of a 3000 px page and fires scroll. */
function scrollTo(fromBottom: number) {
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    value: 3000,
  });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 3000 - 800 - fromBottom });
  window.dispatchEvent(new Event('scroll'));
}

describe('useInfiniteScroll', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(10_000);
  });
  afterEach(() => vi.useRealTimers());

  it('loads within 200 px of the bottom, not farther', () => {
    const onLoadMore = vi.fn();
    render(<Probe hasNext loading={false} onLoadMore={onLoadMore} />);
    scrollTo(201);
    expect(onLoadMore).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    scrollTo(200);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('checks at most once per 500 ms, with a trailing check', () => {
    const onLoadMore = vi.fn();
    render(<Probe hasNext loading={false} onLoadMore={onLoadMore} />);
    scrollTo(100);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    scrollTo(90);
    scrollTo(80);
    vi.advanceTimersByTime(499);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(onLoadMore).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(2000);
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('does nothing without a next page or while a page loads', () => {
    const onLoadMore = vi.fn();
    const { rerender } = render(<Probe hasNext={false} loading={false} onLoadMore={onLoadMore} />);
    scrollTo(0);
    vi.advanceTimersByTime(500);
    rerender(<Probe hasNext loading onLoadMore={onLoadMore} />);
    scrollTo(0);
    expect(onLoadMore).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    rerender(<Probe hasNext loading={false} onLoadMore={onLoadMore} />);
    scrollTo(0);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('stops listening when unmounted', () => {
    const onLoadMore = vi.fn();
    const { unmount } = render(<Probe hasNext loading={false} onLoadMore={onLoadMore} />);
    unmount();
    scrollTo(0);
    vi.advanceTimersByTime(1000);
    expect(onLoadMore).not.toHaveBeenCalled();
  });
});
