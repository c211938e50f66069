import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { REDIRECTS, routesIn, type AppRoute, type RouteLayout } from '../config/routes';
import { CenterGuard } from './CenterGuard';
import { MainLayout } from './MainLayout';
import { ReaderLayout } from './ReaderLayout';
import { RootLayout } from './RootLayout';
import { ShellLoading } from './ShellLoading';
import { centerLayout } from './routes/center-pages';
import { notFound } from './routes/main-pages';
import { pageDataLoader } from './routes/page-data';
import { PAGE_MODULES } from './routes/page-modules';
import { revalidateOnEveryNavigation, shellLoader } from './shell-loader';
import { LazyRouteErrorPage } from '../pages/LazyRouteErrorPage';

const pageRoute = (route: AppRoute): RouteObject => ({
  path: route.path,
  lazy: PAGE_MODULES[route.page],
  loader: pageDataLoader(route.page),
  // spec §2: the reading-activity entry flag is carried; its icon is never shown
  handle: { activityEntry: route.activityEntry },
});
const pagesIn = (layout: RouteLayout): RouteObject[] => routesIn(layout).map(pageRoute);

/** Every route of the table (config/routes.ts) in its frame, with the redirects and the centre's guard. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <LazyRouteErrorPage />,
    loader: shellLoader,
    shouldRevalidate: revalidateOnEveryNavigation,
    HydrateFallback: ShellLoading,
    children: [
      ...REDIRECTS.map(({ from, to }) => ({ path: from, element: <Navigate to={to} replace /> })),
      {
        element: <MainLayout />,
        children: [
          ...pagesIn('main'),
          {
            element: <CenterGuard />,
            // The centre's frame (side menu) around every centre page.
            children: [{ lazy: centerLayout, children: pagesIn('center') }],
          },
          { path: '*', lazy: notFound },
        ],
      },
      { element: <ReaderLayout />, children: pagesIn('reader') },
      ...pagesIn('bare'),
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
