import { spawn, type ChildProcess } from 'node:child_process';
import readline from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoRoot } from './paths.ts';

/** Where a process's output lines go, already prefixed with its name. */
export type LineSink = (line: string) => void;

export interface ManagedProcessOptions {
  name: string;
  /** the program and its arguments; a .ts entry runs as `node --import tsx <entry>` */
  command: string[];
  env: NodeJS.ProcessEnv;
  log: LineSink;
  /** Start again (after a second) when it exits without stop() — a crash or a kill -9. */
  autoRestart: boolean;
  /** What stop() sends first (nginx: SIGQUIT, its graceful stop); SIGTERM by default. */
  stopSignal?: NodeJS.Signals;
  /** Resolves once the process serves; rejects if it exits first. */
  ready?: (process: ManagedProcess) => Promise<void>;
}

/** One child process of the cluster, restartable under the same name and settings. */
export class ManagedProcess {
  private child: ChildProcess | null = null;
  private stopping = false;
  private exitWaiters: Array<() => void> = [];

  constructor(readonly options: ManagedProcessOptions) {}

  get pid(): number | undefined {
    return this.child?.pid;
  }

  get running(): boolean {
    return this.child !== null;
  }

  async start(): Promise<void> {
    this.stopping = false;
    const [program, ...args] = this.options.command;
    const ts = program?.endsWith('.ts');
    const child = spawn(
      ts ? process.execPath : (program ?? ''),
      ts ? ['--import', 'tsx', program ?? '', ...args] : args,
      { cwd: repoRoot, env: this.options.env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    this.child = child;
    const prefix = `[${this.options.name}] `;
    for (const stream of [child.stdout, child.stderr])
      if (stream)
        readline.createInterface({ input: stream }).on('line', (line) => {
          this.options.log(prefix + line);
        });
    const exited = new Promise<void>((resolve) => {
      child.once('exit', (code, signal) => {
        if (this.child === child) this.child = null;
        for (const waiter of this.exitWaiters.splice(0)) waiter();
        resolve();
        if (this.stopping) return;
        this.options.log(`${prefix}exited (${signal ?? `code ${code}`})`);
        if (this.options.autoRestart)
          void sleep(1000).then(async () => {
            if (this.stopping || this.child) return;
            this.options.log(`${prefix}restarting`);
            await this.start().catch((error: unknown) =>
              this.options.log(`${prefix}restart failed: ${String(error)}`),
            );
          });
      });
    });
    if (this.options.ready) {
      let stillStarting = true;
      await Promise.race([
        this.options.ready(this).finally(() => {
          stillStarting = false;
        }),
        exited.then(() => {
          if (stillStarting)
            throw new Error(`${this.options.name} exited before it was ready (see its log)`);
        }),
      ]);
    }
  }

  /** Sends a signal; SIGKILL is the crash the fault runs make (no drain, no goodbye). */
  signal(signal: NodeJS.Signals): void {
    this.child?.kill(signal);
  }

  /** Resolves when the current child has exited (at once if none runs). */
  exited(): Promise<void> {
    if (!this.child) return Promise.resolve();
    return new Promise((resolve) => this.exitWaiters.push(resolve));
  }

  /** SIGTERM (the drain), SIGKILL after timeoutMs; no restart. */
  async stop(timeoutMs = 25_000): Promise<void> {
    this.stopping = true;
    if (!this.child) return;
    const gone = this.exited();
    this.child.kill(this.options.stopSignal ?? 'SIGTERM');
    const timer = setTimeout(() => this.child?.kill('SIGKILL'), timeoutMs);
    await gone;
    clearTimeout(timer);
  }

  /** Kills without a drain and waits until it is gone; autoRestart stays as configured. */
  async kill(): Promise<void> {
    const gone = this.exited();
    this.signal('SIGKILL');
    await gone;
  }
}

/** Polls url until it answers 200 (the API's /healthz after its migrations and seed). */
export async function waitForHealthy(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 in ${timeoutMs} ms`);
    await sleep(200);
  }
}
