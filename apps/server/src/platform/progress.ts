// The progress of a long command-line run (the seed, the importers): a bar on a terminal,
// log lines otherwise. Knows nothing of what it counts.
import cliProgress from 'cli-progress';

export interface Progress {
  start(total: number, label: string): void;
  increment(by?: number): void;
  stop(): void;
}

export interface ProgressLog {
  info(message: string): void;
}

/** A terminal progress bar when stderr is a TTY, otherwise a log line every 10 %. */
export function createProgress(
  log: ProgressLog,
  interactive = Boolean(process.stderr.isTTY),
): Progress {
  if (interactive) {
    const bar = new cliProgress.SingleBar(
      {
        format: '{label} [{bar}] {percentage}% | {value}/{total}',
        hideCursor: true,
        stream: process.stderr,
      },
      cliProgress.Presets.shades_classic,
    );
    return {
      start: (total, label) => bar.start(total, 0, { label }),
      increment: (by = 1) => bar.increment(by),
      stop: () => bar.stop(),
    };
  }
  let total = 0;
  let done = 0;
  let label = '';
  let lastTenth = -1;
  return {
    start(t, l) {
      total = t;
      done = 0;
      label = l;
      lastTenth = -1;
      log.info(`${label}: 0/${total}`);
    },
    increment(by = 1) {
      done += by;
      const tenth = total ? Math.floor((done / total) * 10) : 10;
      if (tenth !== lastTenth) {
        lastTenth = tenth;
        log.info(`${label}: ${done}/${total} (${tenth * 10}%)`);
      }
    },
    stop() {},
  };
}
