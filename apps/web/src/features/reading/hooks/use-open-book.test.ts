import { afterEach, describe, expect, it, vi } from 'vitest';
import { closePageSoon } from './use-open-book';

describe('closing the reader after a failure', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('closes the window 5 s later, not sooner', () => {
    vi.useFakeTimers();
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    closePageSoon();
    vi.advanceTimersByTime(4_999);
    expect(close).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(close).toHaveBeenCalledOnce();
  });

  it('can be called off (the page went away first)', () => {
    vi.useFakeTimers();
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    const cancel = closePageSoon();
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(close).not.toHaveBeenCalled();
  });
});
