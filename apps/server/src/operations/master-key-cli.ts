// npm run admin -- rotate-master-key (docs/operations.md 'Rotate BOOK_MASTER_KEY').
// With BOOK_MASTER_KEY set, the new key comes from NEW_BOOK_MASTER_KEY (base64 of 32 bytes);
// with the generated key file, a new one is made in $DATA_DIR/keys/book-master.key.next and
// takes the file's place once the database is rotated (the old one stays as .previous).
// Run it again after any failure: it carries on where it stopped.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { answerWithoutArguments } from '../platform/cli-help.ts';
import { MASTER_KEY_USAGE } from './master-key-usage.ts';

function decodeKey(text: string, source: string): Buffer {
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== 32) throw new Error(`${source}: must be 32 bytes in base64`);
  return key;
}

/** The pending new key file: made once, so a repeated run uses the same key. */
async function nextKeyFile(file: string): Promise<Buffer> {
  try {
    await fs.writeFile(file, `${randomBytes(32).toString('base64')}\n`, {
      flag: 'wx',
      mode: 0o600,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return decodeKey(await fs.readFile(file, 'utf8'), file);
}

/** Rotates the key; help and mistakes are answered first, before any key or database is touched. */
async function main(args: string[]): Promise<number> {
  // The rotation once ran whatever followed the command, --help included.
  const answer = answerWithoutArguments('rotate-master-key', args, MASTER_KEY_USAGE);
  if (answer !== null) return answer;
  const [{ loadConfig }, { openDatabase }, { loadBookMasterKey }, { rotateMasterKey }] =
    await Promise.all([
      import('../config.ts'),
      import('../platform/db.ts'),
      import('../modules/reading/book-file.store.ts'),
      import('./master-key-rotation.ts'),
    ]);
  const config = loadConfig();
  const keyFile = path.join(config.dataDir, 'keys', 'book-master.key');
  const from = await loadBookMasterKey(config);
  const to = config.bookMasterKey
    ? decodeKey(
        process.env.NEW_BOOK_MASTER_KEY ??
          (() => {
            throw new Error('BOOK_MASTER_KEY is set: give the new key in NEW_BOOK_MASTER_KEY');
          })(),
        'NEW_BOOK_MASTER_KEY',
      )
    : await nextKeyFile(`${keyFile}.next`);

  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pg'),
  });
  try {
    const outcome = await rotateMasterKey(database, { from, to });
    console.info(
      `book file keys: ${outcome.resealed} sealed with the new key, ${outcome.alreadyRotated} already were; ` +
        `card certificates: ${outcome.resigned} signed again, ${outcome.certificatesLeft} left as they were`,
    );
  } finally {
    await database.close();
  }
  if (config.bookMasterKey) {
    console.info(
      'Now set BOOK_MASTER_KEY to the new key in every API and worker process and restart them.',
    );
  } else {
    await fs.copyFile(keyFile, `${keyFile}.previous`);
    await fs.rename(`${keyFile}.next`, keyFile);
    console.info(
      `${keyFile} now holds the new key (the old one: ${keyFile}.previous). Restart every API and worker process.`,
    );
  }
  return 0;
}

// argv: node, tools/src/admin.ts, rotate-master-key, …
process.exitCode = await main(process.argv.slice(3));
