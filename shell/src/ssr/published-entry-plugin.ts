// A runtime plugin of the shell's server build: a remote's entry is the absolute path of its published
// server build (deploy/remotes/<r>/<v>/server/remoteEntry.js), which Node's fetch cannot load
// (docs/toolchain.md). The file is required and dropped from Node's module cache at once, so a version the
// edge no longer uses can be collected; its chunks are read by the remote's own runtime.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type NodeModule from 'node:module';

declare const __non_webpack_require__: NodeJS.Require;

export default function publishedEntryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'published-server-entry',
    loadEntry({ remoteInfo }) {
      if (!remoteInfo.entry.startsWith('/')) return undefined;
      const file = remoteInfo.entry.replace(/\?.*$/, '');
      // A require of its own: Node lists a required module among its requirer's children, which
      // would keep every version ever loaded; this requirer is dropped with the call.
      const { createRequire } = __non_webpack_require__('node:module') as typeof NodeModule;
      const exports = createRequire(file)(file) as Record<string, unknown>;
      delete __non_webpack_require__.cache[file];
      return (exports[remoteInfo.entryGlobalName] ?? exports) as never;
    },
  };
}
