// What the operator's commands, the ops page (through those commands) and the watcher do to the
// release plane. The contract between the shell and the remotes is checked here against the
// registry as read, and the change is sent with what it was decided against: if any of those
// entries changed meanwhile the plane refuses it (409) and nothing is done.
import type { AuditRecord, Expected, Registry } from '../../shared/src/release-registry/release-registry.ts';
import { expectedOf } from '../../shared/src/release-registry/release-registry.ts';
import { UsageError } from './cli-args.ts';
import { assertFits, publishedContract, type BuildContract } from './contract.ts';
import { assertRemoteName, REMOTE_NAMES, type RemoteName } from './paths.ts';
import type { ReleaseInfo } from './publish.ts';
import { releasePlane } from './release-plane.ts';

/** The entries a change of `name` was checked against: itself and the other side of its contract. */
function decidedAgainst(registry: Registry, name: string): Expected {
  return expectedOf(registry, name, ...(name === 'shell' ? REMOTE_NAMES : ['shell']));
}

function assertReleased(registry: Registry, remote: string): void {
  if (registry[remote]) return;
  const known = Object.keys(registry);
  throw new UsageError(
    `Unknown remote "${remote}". In the registry: ${known.length > 0 ? known.join(', ') : '(nothing released yet)'}`,
  );
}

/** Makes a published version current for everyone, or (with canary) for that share of shoppers. */
export async function applyRelease(
  remote: string,
  version: string,
  options: { by: string; canary?: number; info?: ReleaseInfo; contract?: BuildContract; registry?: Registry },
): Promise<AuditRecord> {
  const plane = await releasePlane();
  const registry = options.registry ?? (await plane.registry()).registry;
  const { info, contract } = options;
  return plane.release({
    name: remote,
    version,
    by: options.by,
    canary: options.canary,
    expected: decidedAgainst(registry, remote),
    info: info
      ? {
          builtAt: info.builtAt,
          files: info.files,
          jsBytes: info.jsBytes,
          jsGzipBytes: info.jsGzipBytes,
          contentHash: info.contentHash,
          contract: (contract as unknown as Record<string, unknown> | undefined) ?? null,
        }
      : undefined,
  });
}

/**
 * During a canary: ends it (everyone back on the current version). Otherwise makes `to`, or the
 * version that was live before the current one, current again.
 */
export async function rollbackRemote(
  remote: string,
  options: {
    by: string;
    to?: string;
    detail?: string;
    /** The watcher acts only on what it judged. */ expect?: { current: string; canary?: string };
  },
): Promise<AuditRecord> {
  const plane = await releasePlane();
  const { registry, rollbackTo } = await plane.registry();
  assertReleased(registry, remote);
  const entry = registry[remote];
  const expected = decidedAgainst(registry, remote);
  if (options.expect) expected[remote] = { current: options.expect.current, canary: options.expect.canary ?? null };
  const target = entry && !entry.canary ? (options.to ?? rollbackTo[remote] ?? undefined) : options.to;
  if (entry && !entry.canary && target && entry.versions.includes(target) && target !== entry.current) {
    const name: RemoteName = assertRemoteName(remote);
    assertFits(name, target, publishedContract(name, target), registry);
  }
  return plane.rollback({ name: remote, by: options.by, to: target, detail: options.detail, expected });
}

/** The canary becomes current for everyone. */
export async function promoteCanary(remote: string, options: { by: string }): Promise<AuditRecord> {
  const plane = await releasePlane();
  const { registry } = await plane.registry();
  assertReleased(registry, remote);
  return plane.promote({ name: remote, by: options.by, expected: expectedOf(registry, remote) });
}
