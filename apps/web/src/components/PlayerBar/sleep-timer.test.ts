import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { remainingLabel, takeFileEndStop, useSleepTimer } from './sleep-timer';

describe('the sleep timer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    takeFileEndStop();
  });

  it('pauses once when the minutes run out, then turns itself off', () => {
    const onSleep = vi.fn();
    const { result } = renderHook(() => useSleepTimer(onSleep));
    act(() => {
      result.current.choose(15);
    });
    expect(result.current.choice).toBe(15);
    act(() => {
      vi.advanceTimersByTime(14 * 60_000);
    });
    expect(onSleep).not.toHaveBeenCalled();
    expect(remainingLabel(result.current.remaining ?? -1)).toBe('1:00');
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(onSleep).toHaveBeenCalledTimes(1);
    expect(result.current.choice).toBe(0);
    expect(result.current.remaining).toBeNull();
    act(() => {
      vi.advanceTimersByTime(60 * 60_000);
    });
    expect(onSleep).toHaveBeenCalledTimes(1);
  });

  it('a new choice replaces the running one, and off cancels it', () => {
    const onSleep = vi.fn();
    const { result } = renderHook(() => useSleepTimer(onSleep));
    act(() => {
      result.current.choose(60);
    });
    act(() => {
      result.current.choose(30);
    });
    act(() => {
      vi.advanceTimersByTime(30 * 60_000);
    });
    expect(onSleep).toHaveBeenCalledTimes(1);
    act(() => {
      result.current.choose(15);
    });
    act(() => {
      result.current.choose(0);
    });
    act(() => {
      vi.advanceTimersByTime(20 * 60_000);
    });
    expect(onSleep).toHaveBeenCalledTimes(1);
  });

  it('"播完本集" stops the engine at the end of this file only, once', () => {
    const { result } = renderHook(() => useSleepTimer(vi.fn()));
    expect(takeFileEndStop()).toBe(false);
    act(() => {
      result.current.choose('file-end');
    });
    expect(takeFileEndStop()).toBe(true);
    expect(takeFileEndStop()).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.choice).toBe(0);
  });

  it('closing the bar forgets a file-end stop', () => {
    const { result, unmount } = renderHook(() => useSleepTimer(vi.fn()));
    act(() => {
      result.current.choose('file-end');
    });
    unmount();
    expect(takeFileEndStop()).toBe(false);
  });

  it('labels the time left as minutes and seconds', () => {
    expect(remainingLabel(0)).toBe('0:00');
    expect(remainingLabel(59_001)).toBe('1:00');
    expect(remainingLabel(15 * 60_000)).toBe('15:00');
    expect(remainingLabel(-5)).toBe('0:00');
  });
});
