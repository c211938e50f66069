// The usage of `npm run admin -- rotate-master-key`: apart from master-key-cli.ts's work so
// that help and mistakes are answered before any key or database is touched.
export const MASTER_KEY_USAGE = `用法:
  npm run admin -- rotate-master-key
用新的主密钥重新封装每个书籍文件密钥并重新签名证书（设置了 BOOK_MASTER_KEY 时，新密钥取自 NEW_BOOK_MASTER_KEY）；中断后再次执行即可继续。`;
