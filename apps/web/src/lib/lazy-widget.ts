import { lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';

/** A component whose code loads apart from the page's, and can be asked for before it renders. */
export type LazyWidget<Props> = LazyExoticComponent<ComponentType<Props>> & {
  /** Starts loading the code (once; a failed load may be tried again). */
  preload: () => Promise<unknown>;
};

/**
 * A widget drawn only once its data is there (a carousel, a tab strip, a
 * dialog): its code loads beside that data instead of before the page's
 * first render (issue 16). `load` must be a literal `() => import('…')`
 * mapped to the component, so that the bundler makes it a chunk of its own.
 */
export function lazyWidget<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyWidget<Props> {
  let loading: Promise<ComponentType<Props>> | null = null;
  const preload = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  return Object.assign(
    lazy(async () => ({ default: await preload() })),
    { preload },
  );
}

/** Starts loading the widgets' code now; a failed load is tried again when the widget renders. */
export function preloadWidgets(widgets: readonly Pick<LazyWidget<object>, 'preload'>[]): void {
  for (const widget of widgets)
    widget.preload().catch(() => {
      // Rendering the widget tries again and shows the failure there.
    });
}

/**
 * Starts loading the widgets' code once the page has rendered (beside the
 * page's data requests, which start then too), while `when` holds.
 */
export function usePreload(
  widgets: readonly Pick<LazyWidget<object>, 'preload'>[],
  when = true,
): void {
  useEffect(() => {
    if (!when) return;
    preloadWidgets(widgets);
    // The widgets are module constants; `when` is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [when]);
}
