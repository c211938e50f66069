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

/** spec §9 */
export const SEARCH_HISTORY_PAGE_SIZE = 8;
export const SUGGESTION_PAGE_SIZE = 8;
export const SUGGESTION_DEBOUNCE_MS = 1_000;

/** spec §9: cookie lifetimes, seconds */
export const IE_TIP_COOKIE_SECONDS = 1_296_000;
export const PROMOTION_CODE_COOKIE_SECONDS = 604_800;
export const HEAD_BANNER_COOKIE_SECONDS = 172_800;

/** spec §5/§9: comments */
export const COMMENT_MAX_LENGTH = 200;
export const COMMENT_PAGE_SIZE = 20;
export const DEFAULT_COMMENT_SCORE = 5;
export const MIN_COMMENT_SCORE = 1;
export const MAX_COMMENT_SCORE = 5;

/** spec §9 */
export const AI_RECOMMENDATION_COUNT = 5;
export const SIMILAR_PANEL_SIZE = 2;
export const RECOMMENDED_LIST_PROBE_SIZE = 2;
export const SHARE_TITLE_MAX_LENGTH = 30;
export const SHARE_SUMMARY_MAX_LENGTH = 80;
export const BACK_TO_TOP_THRESHOLD_PX = 600;
export const QR_SIZE = 4;
export const QR_MARGIN = 3;
export const RECOMMEND_REMARK_MAX_LENGTH = 50;

/** spec §5/§9: image viewer */
export const IMAGE_ZOOM_MIN = 0.2;
export const IMAGE_ZOOM_MAX = 5;
export const IMAGE_ZOOM_STEP = 0.2;
export const IMAGE_ROTATE_STEP_DEGREES = 90;

/** spec §9: audio player bar and video */
export const PLAYER_PROGRESS_WIDTH_PX = 372;
export const PLAYER_VOLUME_WIDTH_PX = 60;
export const PLAYER_DEFAULT_VOLUME = 0.7;
export const PLAYER_HIDE_AFTER_MS = 3_000;
export const PLAYBACK_PROGRESS_SAVE_MS = 5_000;
export const VIDEO_WIDTH_PX = 594;
export const VIDEO_HEIGHT_PX = 318;

/** spec §4/§9: SMS */
export const SMS_COUNTDOWN_SECONDS = 120;
export const VERIFICATION_CODE_LENGTH = 6;

/** spec §9: footprint carousel */
export const FOOTPRINT_PAGE_SIZE = 12;
export const FOOTPRINT_GROUP_SIZE = 6;
export const FOOTPRINT_LESSON_GROUP_SIZE = 4;
export const CAROUSEL_INTERVAL_MS = 5_000;

/** spec §9: head banner and notice */
export const HEAD_BANNER_DELAY_MS = 1_000;
export const HEAD_BANNER_DURATION_MS = 10_000;
export const HEAD_NOTICE_MESSAGE_TYPE = 5;
export const HEAD_NOTICE_PAGE_SIZE = 10;

/** spec §9 */
export const ORGANIZATION_LIST_PAGE_SIZE = 20;
export const CATEGORY_LIST_COLLAPSE_HEIGHT_PX = 495;
export const RECENTLY_VIEWED_LIMIT = 6;
/** spec §2: category titles longer than 13 characters are cut to 12 plus an ellipsis */
export const CATEGORY_TITLE_MAX_LENGTH = 13;
export const CATEGORY_TITLE_CUT_LENGTH = 12;
/** spec §5: password at most 16 characters */
export const PASSWORD_MAX_LENGTH = 16;
/** spec §4: unread counts above this show as '99+' */
export const UNREAD_BADGE_MAX = 99;
/** spec §9: scroll animation step */
export const SCROLL_ANIMATION_STEP_MS = 30;

/** spec §9: licence keys */
export const RSA_MODULUS_BITS = 2048;
export const RSA_PUBLIC_EXPONENT = 65537;
export const RSA_HASH = 'SHA-512';
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
/** spec §9: login types */
export const LoginType = { PhoneCode: 1, Password: 2 } as const;

/** spec §9: cover widths and quality */
export const COVER_WIDTHS = [150, 230, 266, 300] as const;
export const COVER_QUALITY = 90;

/** spec §9: word cloud */
export const WORD_CLOUD_MIN_SIZE = 12;
export const WORD_CLOUD_MAX_SIZE = 60;
export const WORD_CLOUD_VISIBLE_TOPICS = 6;

/** spec §1: native app ids */
export const NativeAppId = { Android: 12, Ios: 13 } as const;
