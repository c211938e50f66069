import type { ThemeConfig } from 'antd';

/**
 * The one antd theme: ink and cinnabar, CJK fonts first (app-root.css repeats the font for the
 * page's own text). The build makes the first pages' antd styles with it too
 * (vite-antd-styles.ts): a change here changes both. The font is the server's first paints' too
 * (contracts APP_FONT_FAMILY; spelt out here because the build's config loads this file without
 * the workspace's TypeScript packages; theme.test.ts holds the two equal).
 */
export const THEME: ThemeConfig = {
  token: {
    colorPrimary: '#8c2f1b',
    colorLink: '#1f2a44',
    colorInfo: '#3a4a6b',
    borderRadius: 6,
    fontFamily:
      "-apple-system, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'WenQuanYi Zen Hei', sans-serif",
  },
};
