// npm run s3-server -w @moyue/tools [-- --dir DIR --port PORT --bucket NAME]: a local
// S3-compatible server (s3rver, apps/server/src/testing/local-s3-cli.ts) for the s3 storage
// driver; prints the settings to give the server. The cluster launcher imports startLocalS3.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const entry = path.join(repoRoot, 'apps/server/src/testing/local-s3-cli.ts');

export interface LocalS3Process {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  /** STORAGE_DRIVER=s3 and the S3_* settings that point a server process at the bucket */
  env: Record<string, string>;
  pid: number;
  /** SIGTERM, then resolves when the process is gone. */
  stop(): Promise<void>;
}

/** Starts the local S3 server (objects kept in dir; port 0 picks a free one) and waits until it serves. */
export async function startLocalS3(options: {
  dir: string;
  port?: number;
  bucket?: string;
}): Promise<LocalS3Process> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      entry,
      `--dir=${path.resolve(options.dir)}`,
      `--port=${options.port ?? 0}`,
      `--bucket=${options.bucket ?? 'moyue'}`,
      '--with-parent',
    ],
    // Its standard input is a pipe from us: when this process dies, even by SIGKILL, it stops too.
    { cwd: path.join(repoRoot, 'apps/server'), stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const lines = createInterface({ input: child.stdout });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    void exited.then(() => reject(new Error('the local S3 server exited before it served')));
  });
  lines.close();
  child.stdout.resume();
  const ready = JSON.parse(first) as { endpoint: string; env: Record<string, string> };
  return {
    ...ready,
    pid: child.pid ?? 0,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const value = (name: string) => args[args.indexOf(`--${name}`) + 1];
  const base = process.env.INIT_CWD ?? process.cwd();
  const s3 = await startLocalS3({
    dir: path.resolve(base, args.includes('--dir') ? (value('dir') ?? '') : './data/s3'),
    port: args.includes('--port') ? Number(value('port')) : 9000,
    ...(args.includes('--bucket') ? { bucket: value('bucket') ?? 'moyue' } : {}),
  });
  console.info(`S3-compatible server at ${s3.endpoint} (Ctrl-C stops it); give the server:`);
  for (const [name, setting] of Object.entries(s3.env)) console.info(`${name}=${setting}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void s3.stop().then(() => process.exit(0)));
}
