// The importer's process (npm run import -- PATH… [--type 104] [--free] [--org EXTERNAL_ID]):
// tools/src/import.ts runs it in apps/server so that DATA_DIR means what it means to the server.
// It reads its arguments first and loads the importer (import-command.ts) only for a real import.
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { ImportCommand } from './import-command.ts';

export const IMPORT_USAGE = `usage: npm run import -- PATH… [--type 104] [--free] [--org ORGANIZATION_EXTERNAL_ID]

  PATH     an EPUB or PDF file, or a folder (searched recursively for .epub and .pdf);
           with --type 107 a video file or a folder of videos: one course each
           with --type 156 a folder of audio files (mp3, m4a/aac, ogg, wav, flac;
           optional book.json and cover.jpg): one audio book each
  --type   object type of the imported items (spec §1; default 104, book; 107 course;
           156 audio book)
  --free   readers may read them whole without rights
  --org    the organisation (by external id) that gets them in its holdings
  --json   print the outcome as one line of JSON (benchmarks)`;

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        type: { type: 'string' },
        free: { type: 'boolean', default: false },
        org: { type: 'string' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${IMPORT_USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  // Asked-for help is the answer (stdout, 0); a call without paths is a mistake (stderr, 2).
  if (values.help) {
    console.log(IMPORT_USAGE);
    return 0;
  }
  if (positionals.length === 0) {
    console.error(IMPORT_USAGE);
    return 2;
  }
  const objectType = values.type === undefined ? undefined : Number(values.type);
  if (objectType !== undefined && !Number.isInteger(objectType)) {
    console.error(`--type: not a number: ${values.type}`);
    return 2;
  }
  const options: ImportCommand['options'] = {
    ...(objectType !== undefined ? { objectType } : {}),
    isFree: values.free,
    ...(values.org !== undefined ? { organizationExternalId: values.org } : {}),
  };
  // Paths are the user's, relative to where they ran npm (INIT_CWD), not to apps/server.
  const base = process.env.INIT_CWD ?? process.cwd();
  const paths = positionals.map((entry) => path.resolve(base, entry));

  // The server's code loads only now: help and mistakes are answered without it.
  const { runImportCommand } = await import('./import-command.ts');
  return runImportCommand({ paths, options, json: values.json });
}

process.exitCode = await main(process.argv.slice(2));
