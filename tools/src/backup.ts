// npm run backup -- --out DIR [--include-keys] · npm run restore -- --from DIR
// (issue 21: apps/server/src/operations/backup-cli.ts; docs/operations.md).
import { runServerScript } from './server-script.ts';

await runServerScript('src/operations/backup-cli.ts');
