// npm run admin -- --help (or no command, or one it does not know): the usage of every admin
// command (tools/src/admin.ts sends each known command to its own script). Loads no server code.
import { BUNDLE_ADMIN_USAGE } from '../modules/curated/bundle-admin-usage.ts';
import { ORDER_ADMIN_USAGE } from '../modules/reading/order-admin-usage.ts';
import { MASTER_KEY_USAGE } from './master-key-usage.ts';

const ADMIN_USAGE = [ORDER_ADMIN_USAGE, BUNDLE_ADMIN_USAGE, MASTER_KEY_USAGE].join('\n\n');

const [command] = process.argv.slice(2);
// Asked-for help is the answer (stdout, 0), as CLIs do; no or an unknown command is a mistake (stderr, 2).
if (command === '--help' || command === '-h' || command === 'help') {
  console.log(ADMIN_USAGE);
} else {
  console.error(command === undefined ? ADMIN_USAGE : `未知命令 ${command}\n${ADMIN_USAGE}`);
  process.exitCode = 2;
}
