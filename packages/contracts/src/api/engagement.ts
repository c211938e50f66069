// The engagement calls of the detail page, one file per resource under api/engagement/;
// this file gathers them (every import of '@moyue/contracts/api/engagement' keeps working)
// and holds their addresses.
//
// What a reader does on the detail page (issue 5, spec §7): comments, the
// bookshelf, recommend-to-buy, the share QR code, the alumni donor, the AI
// support probe, reading lists and the institutions holding a content item.
// Query and form fields travel as strings; the schemas coerce them. Text
// fields are only bounded here: the services answer empty or too long text
// with the Chinese messages of spec §5 (messages.ts).

export * from './engagement/shared.ts';
export * from './engagement/comments.ts';
export * from './engagement/bookshelf.ts';
export * from './engagement/donor.ts';
export * from './engagement/recommend.ts';
export * from './engagement/reading-lists.ts';
export * from './engagement/qr-code.ts';
export * from './engagement/question-support.ts';
export * from './engagement/collection-organizations.ts';

/** The addresses of this file's calls, for the web's fetchers and the server's routes. */
export const EngagementPaths = {
  CommentList: '/v1/api/comment/detail-list',
  CommentCreate: '/v1/api/comment/create',
  BookshelfCreate: '/v1/api/bookshelf/create',
  BookshelfList: '/v1/api/bookshelf/list',
  BookshelfDelete: '/v1/api/bookshelf/delete',
  DonorDetail: '/content/xiaoyoudetail',
  RecommendReasonList: '/v1/api/recommend/reason-list',
  Recommended: '/v1/api/recommend/recommended',
  RecommendTips: '/v1/api/recommend/tips',
  RecommendForm: '/v1/api/recommend/form',
  RecommendCreate: '/v1/api/recommend/create',
  ReadingList: '/recommendbooklist/list',
  QrCode: '/v1/api/qrcode/get-qr',
  QuestionSupport: '/v1/api/user-question/support',
  CollectionOrganizations: '/v1/api/content/collection-organizations',
} as const;
