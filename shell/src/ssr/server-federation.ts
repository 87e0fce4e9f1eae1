// The federation instance of one shell server build. Named per build (a random suffix), so when the
// edge has two shell versions loaded (a release, a rollback) each has its own remotes and its own
// share scope: a section rendered by one shell version always uses that version's React.
import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import * as Runtime from '@store/runtime';
// The shell provides jotai to the sections' server builds, as its browser build does (federation-config.cjs).
// eslint-disable-next-line no-restricted-imports
import * as Jotai from 'jotai';
import * as React from 'react';
import * as ReactDom from 'react-dom';
import * as JsxRuntime from 'react/jsx-runtime';
import * as Router from 'react-router-dom';
import * as Zustand from 'zustand';
import * as ZustandVanilla from 'zustand/vanilla';
import publishedEntryPlugin from './published-entry-plugin';

/** The versions this build bundles (shared/webpack/server-config.cjs writes them in). */
declare const __SERVER_SHARED_VERSIONS__: Record<string, string>;

const LIBRARIES: Record<string, unknown> = {
  react: React,
  'react-dom': ReactDom,
  'react/jsx-runtime': JsxRuntime,
  'react-router-dom': Router,
  zustand: Zustand,
  'zustand/vanilla': ZustandVanilla,
  jotai: Jotai,
  '@store/runtime': Runtime,
};

function sharedLibraries() {
  return Object.fromEntries(
    Object.entries(LIBRARIES).map(([request, library]) => {
      const version = __SERVER_SHARED_VERSIONS__[request] ?? '0.0.0';
      return [
        request,
        { version, lib: () => library, shareConfig: { singleton: true, requiredVersion: `^${version}`, strictVersion: true } },
      ];
    }),
  );
}

export const BUILD_ID = Math.random().toString(36).slice(2, 10);

export const federation: ModuleFederation = createInstance({
  name: `shell_server_${BUILD_ID}`,
  remotes: [],
  shared: sharedLibraries(),
  shareStrategy: 'loaded-first',
  plugins: [publishedEntryPlugin()],
});

interface FederationGlobals {
  __FEDERATION__?: { __INSTANCES__?: unknown[]; __SHARE__?: Record<string, unknown> };
  __GLOBAL_LOADING_REMOTE_ENTRY__?: Record<string, unknown>;
}

/**
 * Drops what the federation runtime keeps of this build on globalThis (its instance, its share scope,
 * its containers' entries), all of which would otherwise keep every shell version the edge ever loaded.
 * The edge calls it when it stops using this version.
 */
export function disposeFederation(): void {
  const globals = globalThis as FederationGlobals;
  const instances = globals.__FEDERATION__?.__INSTANCES__ ?? [];
  if (instances.includes(federation)) instances.splice(instances.indexOf(federation), 1);
  const shares = globals.__FEDERATION__?.__SHARE__ ?? {};
  delete shares[federation.name];
  if (federation.options.id) delete shares[federation.options.id];
  const loading = globals.__GLOBAL_LOADING_REMOTE_ENTRY__ ?? {};
  for (const key of Object.keys(loading)) if (key.endsWith(`?shell=${BUILD_ID}`)) delete loading[key];
}
