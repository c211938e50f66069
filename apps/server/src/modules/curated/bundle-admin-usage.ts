// The usage of `npm run admin -- grant-bundle`: apart from bundle-admin.ts so that
// bundle-admin-cli.ts answers a mistake without loading the server's code.
export const BUNDLE_ADMIN_USAGE = `用法:
  npm run admin -- grant-bundle --phone 13800000001 --bundle <产品包 id>
为产品包中的每个资源开通一个永久订单（一个事务：全部成功或全部不变）；重复执行是安全的。`;
