// The browser-only constants of spec §9 (with the §2/§4/§5 numbers they go with): timings,
// sizes, cookie lifetimes and display cuts the web app and the display formatters use; nothing
// here travels in a call or is checked by the server (those are limits.ts).

/** spec §9: request timeout */
export const REQUEST_TIMEOUT_MS = 300_000;

/** spec §9: playback / licence authorisation timeout */
export const AUTHORIZATION_TIMEOUT_MS = 60_000;

/** spec §9: a failed reader page closes itself after this long */
export const AUTO_CLOSE_MS = 5_000;

/** spec §4: hot words are dropped from the end until the label box is at most this high */
export const HOT_WORDS_BOX_MAX_HEIGHT_PX = 250;

/** spec §2: random font sizes from six presets */
export const HOT_WORD_FONT_SIZES_PX = [13, 14, 15, 16, 18, 20] as const;

/** spec §5/§9: suggestions are fetched 1 s after typing stops */
export const SUGGESTION_DEBOUNCE_MS = 1_000;

/** spec §9: IE tip cookie lifetime, seconds (15 days) */
export const IE_TIP_COOKIE_SECONDS = 1_296_000;

/** spec §4/§9: promotionCode cookie lifetime, seconds (7 days), path / */
export const PROMOTION_CODE_COOKIE_SECONDS = 604_800;

/** spec §9: head banner cookie lifetime, seconds (2 days) */
export const HEAD_BANNER_COOKIE_SECONDS = 172_800;

/** spec §5/§9: default score */
export const DEFAULT_COMMENT_SCORE = 5;

/** spec §9: share title cut to 30 characters */
export const SHARE_TITLE_MAX_LENGTH = 30;

/** spec §9: share summary cut to 80 characters */
export const SHARE_SUMMARY_MAX_LENGTH = 80;

/** spec §2/§9: back-to-top shows beyond this scroll of the contents tab */
export const BACK_TO_TOP_THRESHOLD_PX = 600;

/** spec §5/§9: image viewer zoom 0.2 to 5 in steps of 0.2 */
export const IMAGE_ZOOM_MIN = 0.2;
export const IMAGE_ZOOM_MAX = 5;
export const IMAGE_ZOOM_STEP = 0.2;

/** spec §9: rotate 90 degrees per click */
export const IMAGE_ROTATE_STEP_DEGREES = 90;

/** spec §4/§9: SMS button countdown after a successful send */
export const SMS_COUNTDOWN_SECONDS = 120;

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

/** spec §9: category list collapses above this height */
export const CATEGORY_LIST_COLLAPSE_HEIGHT_PX = 495;

/** spec §9: the detail recommend strip shows up to 6 faces when more than 5 recommended */
export const RECOMMEND_FACES_THRESHOLD = 5;

/** spec §2: category titles longer than 13 characters are cut to 12 plus an ellipsis */
export const CATEGORY_TITLE_MAX_LENGTH = 13;
export const CATEGORY_TITLE_CUT_LENGTH = 12;

/** spec §4: unread counts above this show as '99+' */
export const UNREAD_BADGE_MAX = 99;

/** spec §9: word cloud sizes 12 to 60, 6 visible topics */
export const WORD_CLOUD_MIN_SIZE = 12;
export const WORD_CLOUD_MAX_SIZE = 60;
export const WORD_CLOUD_VISIBLE_TOPICS = 6;

/**
 * The app's type: system fonts, CJK first (antd's theme, app-root.css). The server's first
 * paints use it too, so their text is as wide as the app's that replaces it (issue 16).
 */
export const APP_FONT_FAMILY =
  "-apple-system, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'WenQuanYi Zen Hei', sans-serif";
