/* eslint-disable no-restricted-imports -- the build configuration runs in Node, not in the browser */
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import * as antd from 'antd';
import type { Plugin } from 'vite';
import { THEME } from './src/app/theme.ts';

/**
 * The antd components that home, search results and the detail page draw on a phone's first
 * screen (measured 2026-11-28: the styles antd made in those pages), and the empty, loading
 * and paging states of the same pages.
 */
const FIRST_RENDER_COMPONENTS = [
  'Button',
  'Skeleton',
  'Empty',
  'Spin',
  'Tag',
  'Select',
  'Segmented',
  'Radio',
  'Pagination',
  'Popover',
  'Avatar',
  'Result',
] as const;

/** A few need a prop or two to draw the parts whose styles they register. */
const PROPS: Partial<Record<(typeof FIRST_RENDER_COMPONENTS)[number], object>> = {
  Tag: { color: 'blue' },
  Pagination: { total: 100 },
  Segmented: { options: ['a'] },
};

/**
 * The styles antd's CSS-in-JS makes for those components, made at build time with the app's
 * theme, and the map from each style's cache path to its hash. antd reads that map from the
 * page's CSS at its first style (cssinjs `existPath`) and then neither makes nor injects a
 * style the file holds: on a phone that work was a long task of every first render (issue 16).
 * Components outside the list make their styles as before. Only `style` entries: the theme's
 * CSS variables stay made at run time, where antd always makes them.
 */
function antdFirstRenderCss(): string {
  const cache = createCache();
  const library = antd as unknown as Record<string, ComponentType<object>>;
  renderToString(
    createElement(
      StyleProvider,
      { cache },
      createElement(
        antd.ConfigProvider,
        { theme: THEME },
        ...FIRST_RENDER_COMPONENTS.map((name) =>
          createElement(library[name]!, { key: name, ...PROPS[name] }),
        ),
      ),
    ),
  );
  return extractStyle(cache, { plain: true, types: ['style'] });
}

/** The module id the app imports (src/main.tsx) to carry those styles in the shell's CSS. */
const ANTD_FIRST_STYLES_ID = 'virtual:antd-first-styles.css';
const RESOLVED_ID = `\0${ANTD_FIRST_STYLES_ID}`;

/** Serves ANTD_FIRST_STYLES_ID: the styles of antdFirstRenderCss, made once per build or dev server. */
export function antdFirstStyles(): Plugin {
  let css: string | undefined;
  return {
    name: 'moyue-antd-first-styles',
    resolveId: (id) => (id === ANTD_FIRST_STYLES_ID ? RESOLVED_ID : null),
    load(id) {
      if (id !== RESOLVED_ID) return null;
      css ??= antdFirstRenderCss();
      return css;
    },
  };
}
