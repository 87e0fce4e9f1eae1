import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '../app/create-router';
import { RemoteLoaderContext } from '../federation/remote-loader-context';
import type { loadRemoteModule } from '../federation/load-remote-module';

/** Each remote module renders a heading with its name, unless a test gives its own. */
export function fakeLoader(overrides: Record<string, ComponentType<object> | Error> = {}) {
  const load = jest.fn(async (remote: string, module: string) => {
    const override = overrides[`${remote}/${module}`];
    if (override instanceof Error) throw override;
    return override ?? (() => <h1>{`${remote}/${module}`}</h1>);
  });
  return load as unknown as typeof loadRemoteModule & jest.Mock;
}

export function renderApp(path: string, load = fakeLoader()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <RemoteLoaderContext.Provider value={load}>
      <RouterProvider router={router} />
    </RemoteLoaderContext.Provider>,
  );
  return { ...view, router, load };
}
