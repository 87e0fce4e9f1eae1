// The release check of the contract between the shell and the remotes. Every build writes
// contract.json (shared/webpack/federation-config.cjs): a remote what it needs of the page's
// singletons and what it exposes, the shell what it provides and which remote modules it uses.
// A version is made current only when it and the current other side agree.
import { satisfy } from '@module-federation/runtime';
import fs from 'node:fs';
import path from 'node:path';
import { describeUnmet, unmetNeeds, type SingletonVersions } from '../../shared/src/remote-contract/unmet-needs.ts';
import { REMOTE_NAMES, type RemoteName } from './paths.ts';
import { distDir, versionDir } from './publish.ts';
import type { Registry } from '../../shared/src/release-registry/release-registry.ts';

export interface RemoteContract {
  name: string;
  role: 'remote';
  needs: SingletonVersions;
  exposes: string[];
}

export interface ShellContract {
  name: 'shell';
  role: 'host';
  provides: SingletonVersions;
  uses: Record<string, string[]>;
}

export type BuildContract = RemoteContract | ShellContract;

function readContractFile(dir: string): BuildContract | undefined {
  const file = path.join(dir, 'contract.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as BuildContract) : undefined;
}

/** The contract of the build in <name>/dist (what a release is about to publish). */
export function builtContract(name: RemoteName, from?: string): BuildContract {
  const contract = readContractFile(distDir(name, from));
  if (!contract) throw new Error(`${name} has no contract.json in its build; build it again`);
  return contract;
}

/** The contract of a published version; versions published before contracts existed have none. */
export function publishedContract(name: RemoteName, version: string): BuildContract | undefined {
  return readContractFile(versionDir(name, version));
}

interface Side<C extends BuildContract> {
  version: string;
  contract: C;
}

function shellProblems(shell: Side<ShellContract>, remote: string, side: Side<RemoteContract>): string[] {
  const unmet = unmetNeeds(side.contract.needs, shell.contract.provides, satisfy).map(
    (need) => `${remote} ${side.version} ${describeUnmet(need)} (shell ${shell.version})`,
  );
  const missing = (shell.contract.uses[remote] ?? [])
    .filter((module) => !side.contract.exposes.includes(module))
    .map((module) => `shell ${shell.version} uses ${remote}/${module}, which ${remote} ${side.version} does not expose`);
  return [...unmet, ...missing];
}

/** The current version of `name` and, while one runs, its canary: both are served to shoppers. */
function liveSides<C extends BuildContract>(registry: Registry, name: RemoteName): Array<Side<C>> {
  const entry = registry[name];
  const versions = [entry?.current, entry?.canary?.version].filter((version): version is string => Boolean(version));
  return versions.flatMap((version) => {
    const contract = publishedContract(name, version);
    return contract ? [{ version, contract: contract as C }] : [];
  });
}

/**
 * Why `version` of `name` cannot be made current against what is live now (current versions and
 * canaries), or an empty list. A remote is checked against the shell; the shell against every remote.
 */
export function contractProblems(name: RemoteName, version: string, contract: BuildContract, registry: Registry): string[] {
  if (contract.role === 'host') {
    const shell = { version, contract };
    return REMOTE_NAMES.flatMap((remote) =>
      liveSides<RemoteContract>(registry, remote).flatMap((side) => shellProblems(shell, remote, side)),
    );
  }
  return liveSides<ShellContract>(registry, 'shell').flatMap((shell) => shellProblems(shell, name, { version, contract }));
}

export class ContractRefusal extends Error {
  constructor(name: string, version: string, problems: string[]) {
    super(
      [
        `${name} ${version} was not made current: it does not fit what is current now.`,
        ...problems.map((problem) => `  - ${problem}`),
        name === 'shell'
          ? 'Release the remotes that need more first, or keep the shell that provides it.'
          : 'Release a shell that provides it first (pnpm release shell), or build against what the current shell provides.',
      ].join('\n'),
    );
    this.name = 'ContractRefusal';
  }
}

export function assertFits(name: RemoteName, version: string, contract: BuildContract | undefined, registry: Registry): void {
  if (!contract) return;
  const problems = contractProblems(name, version, contract, registry);
  if (problems.length > 0) throw new ContractRefusal(name, version, problems);
}

/** `@store/runtime ^1.0.0 · react ^19.3.1 …`, one line per package (subpaths share their package's version). */
export function summarise(versions: SingletonVersions): string {
  const packages = new Map<string, string>();
  for (const [request, version] of Object.entries(versions)) {
    const name = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : (request.split('/')[0] ?? request);
    if (!packages.has(name)) packages.set(name, version);
  }
  return [...packages].map(([name, version]) => `${name} ${version}`).join(' · ');
}
