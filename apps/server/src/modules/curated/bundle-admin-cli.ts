// npm run admin -- grant-bundle --phone … --bundle <id>
// Runs against the configured database (DATA_DIR / DATABASE_URL). With the
// embedded PGlite database, stop the server first: one process at a time.
import { isHelpRequest } from '../../platform/cli-help.ts';
import { BUNDLE_ADMIN_USAGE } from './bundle-admin-usage.ts';

const argv = process.argv.slice(2);
if (argv[0] !== 'grant-bundle') {
  console.error(BUNDLE_ADMIN_USAGE);
  process.exitCode = 2;
} else if (isHelpRequest(argv.slice(1))) {
  // Asked-for help is the answer, without the database.
  console.log(BUNDLE_ADMIN_USAGE);
} else {
  // The server's code loads only now: help and a mistake are answered without it.
  const [{ runAdminCommand }, { runBundleAdmin }] = await Promise.all([
    import('../../platform/admin-database.ts'),
    import('./bundle-admin.ts'),
  ]);
  process.exitCode = await runAdminCommand((database) => runBundleAdmin(database, argv));
}
