import type { Plugin } from 'vite';

// How the build cuts the app into files (issue 16: JS + CSS of a first render ≤ 200 KB).
// Left alone, the bundler gives every set of modules that a different set of pages
// shares a file of its own: the shell came in ~40 files, a page's first render in
// ~70, many under a kilobyte, each a request with about a kilobyte of response
// headers. These groups keep the few files a first render needs.

/**
 * The reader frame's page (reader-frame.html) is an entry of its own: its
 * modules stay out of the shell, or the sandboxed frame would load the app.
 */
const READER_FRAME_ENTRY = /[\\/]apps[\\/]web[\\/]reader-frame\.html$/;
const readerFrameModules = new Set<string>();

/** Collects the reader frame's modules once the module graph is built. */
export function readerFrameClosure(): Plugin {
  return {
    name: 'moyue-reader-frame-closure',
    apply: 'build',
    buildEnd() {
      readerFrameModules.clear();
      const entry = [...this.getModuleIds()].find((id) => READER_FRAME_ENTRY.test(id));
      const queue = entry ? [entry] : [];
      for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
        if (readerFrameModules.has(id)) continue;
        readerFrameModules.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}

/** Outside the reader frame, not a page itself, not the modulepreload polyfill both pages import. */
const inApp = (id: string) =>
  !readerFrameModules.has(id) && !id.endsWith('.html') && !id.includes('modulepreload-polyfill');

const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;
/**
 * The contract modules most pages use — formatting, rules, object types, cover widths, and
 * the catalogue, search, history and engagement calls — in one file. The others (forms'
 * schemas, the region list, the editor console's calls …) stay with the few pages that use them.
 */
const CONTRACTS_COMMON =
  /[\\/]packages[\\/]contracts[\\/]src[\\/](format-text|format-isbn|rules|object-types|cover-widths|limits|ui-constants|codes|messages|api[\\/](catalog|search|history|engagement|rankings|center|platform))\.ts$/;
/**
 * antd components most pages draw at once (buttons, empty states, the grid, tags: the detail
 * page's keywords and the results' labels), with the internals they share.
 */
const ANTD_KIT = /[\\/]node_modules[\\/]antd[\\/]es[\\/](button|empty|grid|row|col|tag)[\\/]/;
/**
 * What every page of the site frame draws or uses, beside the shell: the header's state and
 * dialogs, antd's icon base and the header's icons (search, menu, down, close), the loading
 * skeleton, the small helpers (lazy widgets and dialogs, hooks), and the tab row that home,
 * search results and the detail page draw first (TabStrip, ~1 KB).
 */
const SITE_KIT = new RegExp(
  [
    /[\\/]apps[\\/]web[\\/]src[\\/]app[\\/]header[\\/](header-state|HeaderDialogs)\.tsx?$/,
    /[\\/]apps[\\/]web[\\/]src[\\/](lib[\\/]lazy-widget|components[\\/](OpenedOnce|tab-strip[\\/])|hooks[\\/])/,
    /[\\/]@ant-design[\\/]icons[\\/]es[\\/](components|utils|cssUtils|renderUtils)/,
    /[\\/]@ant-design[\\/]icons[\\/]es[\\/]icons[\\/](Search|Menu|Down|Close)Outlined\.js$/,
    /[\\/]node_modules[\\/]antd[\\/]es[\\/]skeleton[\\/]/,
  ]
    .map((part) => part.source)
    .join('|'),
);
/**
 * antd's Tabs with the rc-component parts it draws with (the overflow dropdown and its menu,
 * popups, motion, resize observer), and the tooltip built on the same popups (antd's Popover
 * is a tooltip too): the search bar's and the pages' that still use antd's Tabs (home's
 * categories, the results' types and the detail's tabs use TabStrip), and the detail page's
 * share popover and locked-lesson hint.
 */
const TABS_KIT =
  /[\\/]node_modules[\\/](antd[\\/]es[\\/](tabs|tooltip)|@rc-component[\\/](tabs|dropdown|menu|trigger|portal|motion|resize-observer|overflow|tooltip)|@ant-design[\\/]icons[\\/]es[\\/]icons[\\/](Ellipsis|Plus)Outlined\.js)/;
/**
 * The search results' other controls (publisher select, display mode, sort radios,
 * pagination, the no-access result) with their rc-component parts. Left to the bundler, the
 * page's widgets came in ~40 files, most under 2 KB: on HTTP/1.1's six connections a phone on
 * 4G waited ~7 round trips for them before the results drew. Tags and tooltips are not here:
 * the detail page draws them, and with them it loaded this whole file (64 KB) before its body.
 */
const SEARCH_CONTROLS =
  /[\\/]node_modules[\\/](antd[\\/]es[\\/](select|segmented|pagination|radio|result|_util[\\/](statusUtils|wave|PurePanel|gapSize|getAllowClear))|@rc-component[\\/](select|segmented|pagination|virtual-list))[\\/]?/;
/** The cover image and card of the shelves, lists and results. */
const COVERS = /[\\/]apps[\\/]web[\\/]src[\\/]components[\\/](cover-image|cover-card)[\\/]/;

export const CHUNK_GROUPS = [
  {
    // Everything the entry needs before the first render: React, the router, the query
    // client, antd's core, the route table, the layouts — one file instead of ~40.
    name: 'shell',
    tags: ['$initial' as const],
    test: inApp,
    priority: 30,
  },
  // zod stays in its own file, loaded only by the few pages that parse with it, never
  // pulled into a group below as a dependency of the contract modules that import it.
  { name: 'zod', test: (id: string) => ZOD.test(id), priority: 25 },
  {
    name: 'contracts',
    test: (id: string) => inApp(id) && CONTRACTS_COMMON.test(id),
    priority: 22,
  },
  { name: 'site-kit', test: (id: string) => inApp(id) && SITE_KIT.test(id), priority: 21 },
  { name: 'antd-kit', test: (id: string) => inApp(id) && ANTD_KIT.test(id), priority: 20 },
  { name: 'covers', test: (id: string) => inApp(id) && COVERS.test(id), priority: 15 },
  { name: 'tabs-kit', test: (id: string) => inApp(id) && TABS_KIT.test(id), priority: 13 },
  {
    name: 'search-controls',
    test: (id: string) => inApp(id) && SEARCH_CONTROLS.test(id),
    priority: 12,
  },
];
