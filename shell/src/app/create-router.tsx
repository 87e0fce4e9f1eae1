import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { languageBasename, type Language } from '@store/runtime';
import { RemoteSlot } from '../federation/remote-slot';
import { AppLayout } from './app-layout';
import { PAGE_ROUTES } from './page-routes';
import { RouteErrorPage } from './route-error-page';

function notFound(): never {
  throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
}

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      ...PAGE_ROUTES.map(({ path, remote, module }) => ({
        path,
        errorElement: <RouteErrorPage />,
        // PAGE_ROUTES is checked against the contract entry by entry; TypeScript cannot carry the
        // pairing of remote and module through this map, hence the cast.
        element: <RemoteSlot key={`${remote}/${module}`} remote={remote} module={module as never} />,
      })),
      { path: '*', loader: notFound, element: null, errorElement: <RouteErrorPage /> },
    ],
  },
];

/** The prefix of a language (/bn, /hi) is the router's basename, so no route or link carries it. */
export function createStoreRouter(language: Language) {
  const basename = languageBasename(language);
  return createBrowserRouter(routes, basename ? { basename } : undefined);
}
