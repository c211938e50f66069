import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { Providers } from '../app/providers';

/** Shows where the app went: any path the routes under test do not answer lands here. */
export function Where() {
  const location = useLocation();
  return <div data-testid="where">{`${location.pathname}${location.search}`}</div>;
}

/** Renders the routes at path inside the app's providers; other paths show {@link Where}. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter([...routes, { path: '*', element: <Where /> }], {
    initialEntries: [path],
  });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}
