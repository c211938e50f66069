// npm run import -- PATH… [--type 104] [--free] [--org ORGANIZATION_EXTERNAL_ID]
// Imports EPUB and PDF books (issue 6); the work is the server's importer
// (apps/server/src/modules/reading/import).
import { runServerScript } from './server-script.ts';

await runServerScript('src/modules/reading/import/import-cli.ts');
