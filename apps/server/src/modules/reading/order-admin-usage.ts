// The usage of `npm run admin -- grant-order|revoke-order`: apart from order-admin.ts so that
// order-admin-cli.ts answers help and mistakes without loading the server's code.
export const ORDER_ADMIN_USAGE = `用法:
  npm run admin -- grant-order --phone 13800000001 --content <资源 id 或 ExternalId> [--days 天数]
  npm run admin -- revoke-order --phone 13800000001 --content <资源 id 或 ExternalId>
不给 --days 的订单永不过期；再次授予即续期。`;
