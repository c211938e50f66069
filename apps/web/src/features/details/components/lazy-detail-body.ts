import { lazyWidget } from '../../../lib/lazy-widget';

/**
 * The detail page's body (summary, actions, tabs, side lists): its code loads beside the detail
 * call (issue 16), from the route's loader as well as from the page.
 */
export const DetailBody = lazyWidget(async () => (await import('./DetailBody')).DetailBody);
