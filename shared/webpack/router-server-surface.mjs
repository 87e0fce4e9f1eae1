// The router singleton of the server builds: the browser's surface (router-surface.mjs) plus the
// static router the shell renders a request with. Only the shell's server code (shell/src/ssr/)
// imports these names; the browser bundles never carry them.
export * from './router-surface.mjs';
export { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-impl';
