// What the store uses of react-router, provided to every section as the 'react-router-dom'
// singleton. A shared module cannot be tree-shaken (any remote may use any export), so sharing the
// whole package put about 61 KB gzipped on every first page; this list is about half of that.
// A section that needs another export adds it here (router-surface.test.ts fails on an import
// that is missing, and on any import of 'react-router' itself, which would be a second router).
// 'react-router-impl' is an alias for the real package (federation-config.cjs): a bare
// 'react-router-dom' here would consume this very module from the share scope.
export {
  createBrowserRouter,
  isRouteErrorResponse,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useInRouterContext,
  useLocation,
  useNavigate,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router-impl';
// react-router-dom's RouterProvider: the one that flushes updates through react-dom.
export { RouterProvider } from 'react-router-impl/dom';
