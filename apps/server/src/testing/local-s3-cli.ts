// A local S3-compatible server for the s3 storage driver, as a process: tools/src/s3-server.ts
// starts it (npm run s3-server -w @moyue/tools, and the cluster launcher). Prints one JSON line
// { endpoint, env } once the bucket is there, then serves until SIGINT/SIGTERM.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startLocalS3 } from './local-s3.ts';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: './data/s3' },
    port: { type: 'string', default: '9000' },
    bucket: { type: 'string', default: 'moyue' },
    /** stop when standard input closes: the parent that started it is gone, even by SIGKILL */
    'with-parent': { type: 'boolean', default: false },
  },
});
const base = process.env.INIT_CWD ?? process.cwd();
const s3 = await startLocalS3({
  dir: path.resolve(base, values.dir),
  port: Number(values.port),
  bucket: values.bucket,
});
console.log(JSON.stringify({ endpoint: s3.endpoint, env: s3.env }));
const stop = () => void s3.stop().then(() => process.exit(0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, stop);
if (values['with-parent']) process.stdin.once('close', stop).resume();
