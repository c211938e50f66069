// npm run admin -- grant-order --phone 13800000001 --content <id|ExternalId> [--days N]
// npm run admin -- revoke-order --phone 13800000001 --content <id|ExternalId>
// Administration commands (issue 6: orders). They run in the server's own code
// (apps/server/src/modules/reading/order-admin-cli.ts), run in apps/server so
// that DATA_DIR and DATABASE_URL mean what they mean to the server (server-script.ts).
// npm run admin -- grant-bundle --phone 13800000001 --bundle <id> (issue 20: a product
// bundle's orders, apps/server/src/modules/curated/bundle-admin-cli.ts).
// npm run admin -- rotate-master-key (issue 21: apps/server/src/operations/master-key-cli.ts).
import { runServerScript } from './server-script.ts';

const entries: Record<string, string> = {
  'grant-order': 'src/modules/reading/order-admin-cli.ts',
  'revoke-order': 'src/modules/reading/order-admin-cli.ts',
  'grant-bundle': 'src/modules/curated/bundle-admin-cli.ts',
  'rotate-master-key': 'src/operations/master-key-cli.ts',
};
// Help, no command or an unknown one: every command's usage (apps/server/src/operations/admin-help-cli.ts).
await runServerScript(entries[process.argv[2] ?? ''] ?? 'src/operations/admin-help-cli.ts');
