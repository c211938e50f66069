// Wire limits and codes (spec §9, with the §1/§4/§5/§7 numbers they go with): what the
// server enforces or what travels in a call — lengths, page sizes, types, states. The
// browser-only constants of spec §9 (timings, sizes, cookie lifetimes) are ui-constants.ts.

/** spec §3/§9: a hot word is shown only when shorter than this */
export const HOT_WORD_MAX_LENGTH_EXCLUSIVE = 8;

/** spec §9: hot words shown at once */
export const HOT_WORDS_SHOWN = 6;

/** spec §7/§9: search history list page size */
export const SEARCH_HISTORY_PAGE_SIZE = 8;

/** spec §7/§9: suggestions page size */
export const SUGGESTION_PAGE_SIZE = 8;

/** spec §5/§9: comment max length, with a counter */
export const COMMENT_MAX_LENGTH = 200;

/** spec §7/§9: comment list page size */
export const COMMENT_PAGE_SIZE = 20;

/** spec §4: comment score 1 to 5 */
export const MIN_COMMENT_SCORE = 1;
export const MAX_COMMENT_SCORE = 5;

/** spec §7/§9: AI recommendations (content/recommendlist ps) */
export const AI_RECOMMENDATION_COUNT = 5;

/** spec §2/§9: similar resources shown in the right panel */
export const SIMILAR_PANEL_SIZE = 2;

/** spec §7/§9: recommended reading lists probe (recommendbooklist/list ps) */
export const RECOMMENDED_LIST_PROBE_SIZE = 2;

/** spec §7/§9: qrcode/get-qr size and margin */
export const QR_SIZE = 4;
export const QR_MARGIN = 3;

/** spec §5/§9: recommend remark max length, with a counter */
export const RECOMMEND_REMARK_MAX_LENGTH = 50;

/** spec §5: education needs at least 2 characters */
export const EDUCATION_MIN_LENGTH = 2;

/** spec §2: video qualities */
export const VIDEO_QUALITIES = ['FD', 'LD', 'SD', 'HD'] as const;

/** spec §5/§9: verification codes are exactly 6 characters */
export const VERIFICATION_CODE_LENGTH = 6;

/** spec §7/§9: footprint page size */
export const FOOTPRINT_PAGE_SIZE = 12;

/** spec §7/§9: organisation list page size (more loads on scroll) */
export const ORGANIZATION_LIST_PAGE_SIZE = 20;

/** spec §4/§9: recently viewed ids kept */
export const RECENTLY_VIEWED_LIMIT = 6;

/** spec §9: the detail recommend strip shows up to 6 faces when more than 5 recommended */
export const RECOMMEND_FACES_SHOWN = 6;

/** spec §5: password at most 16 characters */
export const PASSWORD_MAX_LENGTH = 16;

/** spec §9: licence keys are RSA 2048 bits, exponent 65537, hash SHA-512 */
export const RSA_MODULUS_BITS = 2048;
export const RSA_PUBLIC_EXPONENT = 65537;

/** spec §7/§9: device type of trial reading */
export const TRIAL_DEVICE_TYPE = 4;

/** spec §9: task types (others go home) */
export const TaskType = { BindOrganization: 1, EditProfile: 2, SignIn: 6 } as const;

/** spec §4: task states; only 0 and 1 are clickable */
export const TaskState = { ToDo: 0, Claimable: 1, Claimed: 2 } as const;

/** spec §1: organisation kinds 1 library, 3 type 3, other 9 */
export const OrganizationType = { Library: 1, Type3: 3, Other: 9 } as const;

/** spec §4: certification State 4 is valid (with Warning) */
export const CERTIFIED_STATE = 4;

/** spec §7: python/aichat type */
export const AI_CHAT_TYPE = 9;

/** spec §1: native app ids */
export const NativeAppId = { Android: 12, Ios: 13 } as const;
