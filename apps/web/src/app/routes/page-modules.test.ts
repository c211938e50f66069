import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteLayout } from '../../config/routes';
import { CenterGuard } from '../CenterGuard';
import { MainLayout } from '../MainLayout';
import { ReaderLayout } from '../ReaderLayout';
import { routes } from '../router';
import { PAGE_MODULES } from './page-modules';

interface Placed {
  route: RouteObject;
  frames: unknown[];
}

/** Every route object of the tree with a path, with the layout components around it. */
function placed(tree: RouteObject[], frames: unknown[] = []): Placed[] {
  return tree.flatMap((route) => {
    const inner = route.element ? [...frames, (route.element as { type: unknown }).type] : frames;
    return [
      ...(route.path ? [{ route, frames: inner }] : []),
      ...placed(route.children ?? [], inner),
    ];
  });
}

const FRAMES: Record<RouteLayout, unknown[]> = {
  main: [MainLayout],
  center: [MainLayout, CenterGuard],
  reader: [ReaderLayout],
  bare: [],
};

describe('the router, built from the route table', () => {
  const all = placed(routes);

  it('has a lazy page module for every route, and no module no route uses', () => {
    for (const route of ROUTES)
      expect(typeof PAGE_MODULES[route.page], route.path).toBe('function');
    const used = new Set(ROUTES.map((route) => route.page));
    expect(Object.keys(PAGE_MODULES).filter((page) => !used.has(page as never))).toEqual([]);
  });

  it.each(ROUTES.map((route) => [route.path, route] as const))(
    'registers %s once, in its frame, with its page module',
    (_path, route) => {
      const found = all.filter((entry) => entry.route.path === route.path);
      expect(found).toHaveLength(1);
      expect(found[0]!.route.lazy).toBe(PAGE_MODULES[route.page]);
      expect(found[0]!.route.handle).toEqual({ activityEntry: route.activityEntry });
      const frames = found[0]!.frames.filter((frame) =>
        [MainLayout, CenterGuard, ReaderLayout].includes(frame as never),
      );
      expect(frames).toEqual(FRAMES[route.layout]);
    },
  );

  it('registers nothing but the table, its redirects and the not-found page', () => {
    const tablePaths = new Set(ROUTES.map((route) => route.path));
    const others = all.map((entry) => entry.route.path).filter((path) => !tablePaths.has(path!));
    expect(others.sort()).toEqual(['*', '/', '/press', '/wrap', '/wrap/press']);
  });
});
