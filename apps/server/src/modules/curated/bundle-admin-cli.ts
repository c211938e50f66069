// npm run admin -- grant-bundle --phone … --bundle <id>
// Runs against the configured database (DATA_DIR / DATABASE_URL). With the
// embedded PGlite database, stop the server first: one process at a time.
import { BUNDLE_ADMIN_USAGE } from './bundle-admin-usage.ts';

const argv = process.argv.slice(2);
if (argv[0] !== 'grant-bundle') {
  console.error(BUNDLE_ADMIN_USAGE);
  process.exitCode = 2;
} else {
  // The server's code loads only now: a mistake is answered without it.
  const [{ runAdminCommand }, { runBundleAdmin }] = await Promise.all([
    import('../../platform/admin-database.ts'),
    import('./bundle-admin.ts'),
  ]);
  process.exitCode = await runAdminCommand((database) => runBundleAdmin(database, argv));
}
