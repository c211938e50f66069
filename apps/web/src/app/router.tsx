import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import {
  CENTER_ROUTES,
  HELP_ROUTE,
  HOME_ROUTE,
  PRESS_ROUTES,
  READER_ROUTES,
  TOP_ROUTES,
  WRAP_ROUTES,
  type PageRoute,
} from '../config/routes';
import { paths } from '../config/paths';
import { CenterGuard } from './CenterGuard';
import { MainLayout } from './MainLayout';
import { ReaderLayout } from './ReaderLayout';
import { RootLayout } from './RootLayout';
import { ShellLoading } from './ShellLoading';
import {
  BUILT_PAGES,
  adminPage,
  centerLayout,
  comingSoon,
  helpPage,
  home,
  notFound,
  readerComingSoon,
} from './page-modules';
import { revalidateOnEveryNavigation, shellLoader } from './shell-loader';
import { LazyRouteErrorPage } from '../pages/LazyRouteErrorPage';

const pagesOf = (routes: PageRoute[], lazy: RouteObject['lazy']): RouteObject[] =>
  routes.map((route) => ({
    path: route.path,
    lazy: BUILT_PAGES[route.path] ?? lazy,
    // spec §2: the reading-activity entry flag is carried; its icon is never shown
    handle: { activityEntry: route.activityEntry === true },
  }));

/** Every route of spec §2 with its redirects, guard and layouts. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <LazyRouteErrorPage />,
    loader: shellLoader,
    shouldRevalidate: revalidateOnEveryNavigation,
    HydrateFallback: ShellLoading,
    children: [
      { path: '/', element: <Navigate to="/wrap" replace /> },
      { path: '/wrap', element: <Navigate to={HOME_ROUTE.path} replace /> },
      { path: '/wrap/press', element: <Navigate to={paths.pressIndex} replace /> },
      { path: '/press', element: <Navigate to={paths.pressIndex} replace /> },
      {
        element: <MainLayout />,
        children: [
          { path: HOME_ROUTE.path, lazy: home, handle: { activityEntry: true } },
          { path: HELP_ROUTE.path, lazy: helpPage },
          ...pagesOf(WRAP_ROUTES, comingSoon),
          {
            element: <CenterGuard />,
            // The centre's frame (side menu) around every centre page.
            children: [{ lazy: centerLayout, children: pagesOf(CENTER_ROUTES, comingSoon) }],
          },
          ...pagesOf(PRESS_ROUTES, comingSoon),
          ...pagesOf(TOP_ROUTES, comingSoon),
          { path: '*', lazy: notFound },
        ],
      },
      { element: <ReaderLayout />, children: pagesOf(READER_ROUTES, readerComingSoon) },
      { path: paths.admin, lazy: adminPage },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
