// The route table as data, as the shell's build writes it into its release (page-routes.json,
// webpack.config.cjs): the edge matches a page with the table of the shell version it serves
// (server/released-routes.ts), never with its own copy of this source.
import { isPersonal } from '../ssr/personal-modules';
import { PAGE_ROUTES } from './page-routes';

export function releasedPageRoutes() {
  return {
    routes: PAGE_ROUTES.map(({ path, remote, module }) => ({ path, remote, module, personal: isPersonal(remote, module) })),
  };
}
