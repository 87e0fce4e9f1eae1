// When the shell loads a section, the federation runtime links the stylesheets its manifest lists for
// the module, unless a <link> with that exact href is in the page. The edge has already linked them for
// the sections it rendered, by path (/remotes/…) where the runtime writes the absolute URL, so a second
// copy was added while the page hydrated: the browser restyled the page, and the copy, last in the
// cascade, reordered it (a category page shifted). This plugin leaves out of the runtime's preload the
// stylesheets the page already links, compared as absolute URLs.
import { registerPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

function isLinkedStylesheet(url: string): boolean {
  const wanted = new URL(url, document.baseURI).href;
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some((link) => link.href === wanted);
}

export function linkedStylesheetsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'store-linked-stylesheets',
    beforePreloadRemote(args) {
      for (const preload of args.preloadOps) {
        const ownFilter = preload.filter;
        preload.filter = (url) => !(url.endsWith('.css') && isLinkedStylesheet(url)) && (ownFilter ? ownFilter(url) : true);
      }
    },
  };
}

/** The runtime keeps one plugin per name, so a second call changes nothing. */
export function installLinkedStylesheets(): void {
  registerPlugins([linkedStylesheetsPlugin()]);
}
