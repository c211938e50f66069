// npm run admin -- grant-order|revoke-order --phone … --content … [--days N]
// Runs against the configured database (DATA_DIR / DATABASE_URL). With the
// embedded PGlite database, stop the server first: one process at a time.
import { isHelpRequest } from '../../platform/cli-help.ts';
import { ORDER_ADMIN_USAGE } from './order-admin-usage.ts';

const COMMANDS = ['grant-order', 'revoke-order'];

async function main(argv: string[]): Promise<number> {
  const [command] = argv;
  // Asked-for help is the answer (stdout, 0), as CLIs do; no or an unknown command is a mistake (stderr, 2).
  if (command === 'help' || isHelpRequest(argv)) {
    console.log(ORDER_ADMIN_USAGE);
    return 0;
  }
  if (command === undefined || !COMMANDS.includes(command)) {
    console.error(
      command === undefined ? ORDER_ADMIN_USAGE : `未知命令 ${command}\n${ORDER_ADMIN_USAGE}`,
    );
    return 2;
  }
  // The server's code loads only now: help and mistakes are answered without it.
  const [{ runAdminCommand }, { runOrderAdmin }] = await Promise.all([
    import('../../platform/admin-database.ts'),
    import('./order-admin.ts'),
  ]);
  return runAdminCommand((database) => runOrderAdmin(database.db, argv));
}

process.exitCode = await main(process.argv.slice(2));
