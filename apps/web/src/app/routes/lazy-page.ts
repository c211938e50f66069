import type { ComponentType } from 'react';

/** A route's lazy module: its code loads when the route is first visited. */
export type LazyPage = () => Promise<{ Component: ComponentType }>;

/**
 * The lazy module of one exported page component. `load` must be a literal
 * `() => import('…')`, so that the bundler makes the page a chunk of its own.
 */
export const lazyPage =
  <Module extends Record<Name, ComponentType>, Name extends keyof Module & string>(
    load: () => Promise<Module>,
    name: Name,
  ): LazyPage =>
  async () => ({ Component: (await load())[name] });
