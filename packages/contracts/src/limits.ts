// Business constants and limits (spec §9, with the §4/§5 numbers they go with).

/** spec §9: request timeout */
export const REQUEST_TIMEOUT_MS = 300_000;
/** spec §9: playback / licence authorisation timeout */
export const AUTHORIZATION_TIMEOUT_MS = 60_000;
/** spec §9: a failed reader page closes itself after this long */
export const AUTO_CLOSE_MS = 5_000;

/** spec §3/§9: a hot word is shown only when shorter than this */
export const HOT_WORD_MAX_LENGTH_EXCLUSIVE = 8;
/** spec §9: hot words shown at once */
export const HOT_WORDS_SHOWN = 6;
/** spec §4: hot words are dropped from the end until the label box is at most this high */
export const HOT_WORDS_BOX_MAX_HEIGHT_PX = 250;
/** spec §2: random font sizes from six presets */
export const HOT_WORD_FONT_SIZES_PX = [13, 14, 15, 16, 18, 20] as const;

/** spec §7/§9: search history list page size */
export const SEARCH_HISTORY_PAGE_SIZE = 8;
/** spec §7/§9: suggestions page size */
export const SUGGESTION_PAGE_SIZE = 8;
/** spec §5/§9: suggestions are fetched 1 s after typing stops */
export const SUGGESTION_DEBOUNCE_MS = 1_000;

/** spec §9: IE tip cookie lifetime, seconds (15 days) */
export const IE_TIP_COOKIE_SECONDS = 1_296_000;
/** spec §4/§9: promotionCode cookie lifetime, seconds (7 days), path / */
export const PROMOTION_CODE_COOKIE_SECONDS = 604_800;
/** spec §9: head banner cookie lifetime, seconds (2 days) */
export const HEAD_BANNER_COOKIE_SECONDS = 172_800;

/** spec §5/§9: comment max length, with a counter */
export const COMMENT_MAX_LENGTH = 200;
/** spec §7/§9: comment list page size */
export const COMMENT_PAGE_SIZE = 20;
/** spec §5/§9: default score */
export const DEFAULT_COMMENT_SCORE = 5;
/** spec §4: comment score 1 to 5 */
export const MIN_COMMENT_SCORE = 1;
export const MAX_COMMENT_SCORE = 5;

/** spec §7/§9: AI recommendations (content/recommendlist ps) */
export const AI_RECOMMENDATION_COUNT = 5;
/** spec §2/§9: similar resources shown in the right panel */
export const SIMILAR_PANEL_SIZE = 2;
/** spec §7/§9: recommended reading lists probe (recommendbooklist/list ps) */
export const RECOMMENDED_LIST_PROBE_SIZE = 2;
/** spec §9: share title cut to 30 characters */
export const SHARE_TITLE_MAX_LENGTH = 30;
/** spec §9: share summary cut to 80 characters */
export const SHARE_SUMMARY_MAX_LENGTH = 80;
/** spec §2/§9: back-to-top shows beyond this scroll of the contents tab */
export const BACK_TO_TOP_THRESHOLD_PX = 600;
/** spec §7/§9: qrcode/get-qr size and margin */
export const QR_SIZE = 4;
export const QR_MARGIN = 3;
/** spec §5/§9: recommend remark max length, with a counter */
export const RECOMMEND_REMARK_MAX_LENGTH = 50;
/** spec §5: education needs at least 2 characters */
export const EDUCATION_MIN_LENGTH = 2;

/** spec §5/§9: image viewer zoom 0.2 to 5 in steps of 0.2 */
export const IMAGE_ZOOM_MIN = 0.2;
export const IMAGE_ZOOM_MAX = 5;
export const IMAGE_ZOOM_STEP = 0.2;
/** spec §9: rotate 90 degrees per click */
export const IMAGE_ROTATE_STEP_DEGREES = 90;

/** spec §2/§9: audio player bar progress width */
export const PLAYER_PROGRESS_WIDTH_PX = 372;
/** spec §2/§9: audio player volume slider width */
export const PLAYER_VOLUME_WIDTH_PX = 60;
/** spec §9: default volume (kept in local storage with the lock flag) */
export const PLAYER_DEFAULT_VOLUME = 0.7;
/** spec §2/§9: the bar hides this long after the mouse leaves */
export const PLAYER_HIDE_AFTER_MS = 3_000;
/** spec §7/§9: playback progress saved about every 5 s */
export const PLAYBACK_PROGRESS_SAVE_MS = 5_000;
/** spec §2/§9: video player size */
export const VIDEO_WIDTH_PX = 594;
export const VIDEO_HEIGHT_PX = 318;
/** spec §2: video qualities */
export const VIDEO_QUALITIES = ['FD', 'LD', 'SD', 'HD'] as const;

/** spec §4/§9: SMS button countdown after a successful send */
export const SMS_COUNTDOWN_SECONDS = 120;
/** spec §5/§9: verification codes are exactly 6 characters */
export const VERIFICATION_CODE_LENGTH = 6;
/** spec §7: sms/create type of the login code */
export const SMS_LOGIN_TYPE = 8;
/** spec §8: sms/create Codes */
export const SmsResultCode = { Sent: 200, Refused: 22 } as const;

/** spec §7/§9: footprint page size */
export const FOOTPRINT_PAGE_SIZE = 12;
/** spec §9: footprint carousel groups of 6 */
export const FOOTPRINT_GROUP_SIZE = 6;
/** spec §9: footprint carousel groups of 4 for lessons */
export const FOOTPRINT_LESSON_GROUP_SIZE = 4;
/** spec §9: footprint and banner carousels turn every 5 s */
export const CAROUSEL_INTERVAL_MS = 5_000;

/** spec §9: head banner appears 1 s after load */
export const HEAD_BANNER_DELAY_MS = 1_000;
/** spec §9: head banner shows for 10 s */
export const HEAD_BANNER_DURATION_MS = 10_000;
/** spec §7/§9: head notice is message type 5, the first of 10 */
export const HEAD_NOTICE_MESSAGE_TYPE = 5;
export const HEAD_NOTICE_PAGE_SIZE = 10;

/** spec §7/§9: organisation list page size (more loads on scroll) */
export const ORGANIZATION_LIST_PAGE_SIZE = 20;
/** spec §9: category list collapses above this height */
export const CATEGORY_LIST_COLLAPSE_HEIGHT_PX = 495;
/** spec §4/§9: recently viewed ids kept */
export const RECENTLY_VIEWED_LIMIT = 6;
/** spec §2: subject navigation goes up to three levels */
export const CATEGORY_MAX_LEVELS = 3;
/** spec §9: the detail recommend strip shows up to 6 faces when more than 5 recommended */
export const RECOMMEND_FACES_SHOWN = 6;
export const RECOMMEND_FACES_THRESHOLD = 5;
/** spec §2: category titles longer than 13 characters are cut to 12 plus an ellipsis */
export const CATEGORY_TITLE_MAX_LENGTH = 13;
export const CATEGORY_TITLE_CUT_LENGTH = 12;
/** spec §5: password at most 16 characters */
export const PASSWORD_MAX_LENGTH = 16;
/** spec §4: unread counts above this show as '99+' */
export const UNREAD_BADGE_MAX = 99;
/** spec §9: scroll animation step */
export const SCROLL_ANIMATION_STEP_MS = 30;

/** spec §9: licence keys are RSA 2048 bits, exponent 65537, hash SHA-512 */
export const RSA_MODULUS_BITS = 2048;
export const RSA_PUBLIC_EXPONENT = 65537;
export const RSA_HASH = 'SHA-512';
/** spec §8: devtools detection polls every 500 ms and reports open above a 160 px gap */
export const DEVTOOLS_POLL_MS = 500;
export const DEVTOOLS_SIZE_GAP_PX = 160;
/** spec §7/§9: device type of trial reading */
export const TRIAL_DEVICE_TYPE = 4;

/** spec §7/§9: history action types */
export const HistoryActionType = {
  Footprint: 1,
  Search: 2,
  Playback: 3,
  Share: 4,
  CheckIn: 17,
} as const;

/** spec §9: task types (others go home) */
export const TaskType = { BindOrganization: 1, EditProfile: 2, SignIn: 6 } as const;
/** spec §4: task states; only 0 and 1 are clickable */
export const TaskState = { ToDo: 0, Claimable: 1, Claimed: 2 } as const;
/** spec §9: login types */
export const LoginType = { PhoneCode: 1, Password: 2 } as const;
/** spec §9: third-party login options */
export const THIRD_PARTY_LOGINS = ['carsi', 'sso', 'wx', 'ckrsc'] as const;
/** spec §7: oauth/third-info platformId */
export const THIRD_INFO_PLATFORM_ID = 5;
/** spec §7: weixin/userinfo appIdType */
export const WEIXIN_APP_ID_TYPE = 2;

/** spec §2: static pages by type */
export const StaticPageType = { About: 2, Contact: 3, BusinessCooperation: 4 } as const;

/** spec §1: organisation kinds 1 library, 3 type 3, other 9 */
export const OrganizationType = { Library: 1, Type3: 3, Other: 9 } as const;
/** spec §4: certification State 4 is valid (with Warning) */
export const CERTIFIED_STATE = 4;
/** spec §7: the only banners shown on the web */
export const BANNER_PLATFORM_NAME = 'web';
/** spec §7: python/aichat type */
export const AI_CHAT_TYPE = 9;

/** spec §9: cover widths 150, 230, 266 (lessons) or 300, quality 90 */
export const COVER_WIDTHS = [150, 230, 266, 300] as const;
export const LESSON_COVER_WIDTH = 266;
export const COVER_QUALITY = 90;

/** spec §9: word cloud sizes 12 to 60, 6 visible topics */
export const WORD_CLOUD_MIN_SIZE = 12;
export const WORD_CLOUD_MAX_SIZE = 60;
export const WORD_CLOUD_VISIBLE_TOPICS = 6;

/** spec §1: native app ids */
export const NativeAppId = { Android: 12, Ios: 13 } as const;
