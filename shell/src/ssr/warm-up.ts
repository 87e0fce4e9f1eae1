// The edge's warm-up of a release (ARCHITECTURE.md, "How a page is composed"): every server module a
// page may render, of each version the registry names, loaded into this shell build's containers
// before a shopper asks, so the first request after a release, rollback or canary is not the one
// that reads them from disk and misses its section's budget. The modules are the version's exposes
// (its published contract.json) but the personal ones, which the server never renders.
import fs from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '../federation/remotes';
import type { WarmUpRequest, WarmUpResult } from './render-contract';
import { loadServerModule } from './server-containers';
import { isPersonal } from './personal-modules';

function exposesOf(remotesDir: string, remote: string, version: string): string[] {
  const file = path.join(remotesDir, remote, version, 'contract.json');
  const contract = JSON.parse(fs.readFileSync(file, 'utf8')) as { exposes?: unknown };
  if (!Array.isArray(contract.exposes)) throw new Error(`${file} lists no exposes`);
  return contract.exposes.filter((module): module is string => typeof module === 'string');
}

export async function warmUp({ remotesDir, versions }: WarmUpRequest): Promise<WarmUpResult> {
  const result: WarmUpResult = { loaded: [], failed: [] };
  // The render itself (React's server renderer, the routes) is a chunk of its own.
  await import('./render-page');
  const loads: Array<Promise<void>> = [];
  for (const [remote, list] of Object.entries(versions)) {
    for (const version of list ?? []) {
      let modules: string[];
      try {
        modules = exposesOf(remotesDir, remote, version).filter((module) => !isPersonal(remote, module));
      } catch (error) {
        result.failed.push(`${remote} ${version}: ${String(error)}`);
        continue;
      }
      for (const module of modules) {
        const name = `${remote} ${version} ${module}`;
        loads.push(
          loadServerModule(remotesDir, remote as RemoteName, version, module).then(
            () => void result.loaded.push(name),
            (error: unknown) => void result.failed.push(`${name}: ${String(error)}`),
          ),
        );
      }
    }
  }
  await Promise.all(loads);
  return result;
}
