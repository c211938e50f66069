// npm run admin -- grant-bundle --phone … --bundle <id>
// Runs against the configured database (DATA_DIR / DATABASE_URL). With the
// embedded PGlite database, stop the server first: one process at a time.
import { runAdminCommand } from '../../platform/admin-database.ts';
import { BUNDLE_ADMIN_USAGE, runBundleAdmin } from './bundle-admin.ts';

const argv = process.argv.slice(2);
if (argv[0] !== 'grant-bundle') {
  console.error(BUNDLE_ADMIN_USAGE);
  process.exitCode = 2;
} else {
  process.exitCode = await runAdminCommand((database) => runBundleAdmin(database, argv));
}
