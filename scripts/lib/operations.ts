// What the operator's commands, the ops page (through those commands) and the watcher do to the
// registry: each change made under the registry lock and written to the audit log.
import { appendAudit, readAudit, type AuditRecord } from './audit-log.ts';
import { UsageError } from './cli-args.ts';
import { assertFits, publishedContract } from './contract.ts';
import { assertRemoteName } from './paths.ts';
import { readRegistry, writeRegistry, type Registry, type RegistryEntry } from './registry.ts';
import { withRegistryLock } from './registry-lock.ts';
import { rollbackTarget } from './rollback-target.ts';

function entryOf(registry: Registry, remote: string): RegistryEntry {
  const entry = registry[remote];
  if (!entry) {
    const known = Object.keys(registry);
    throw new UsageError(
      `Unknown remote "${remote}". In the registry: ${known.length > 0 ? known.join(', ') : '(nothing released yet)'}`,
    );
  }
  return entry;
}

/** Makes a published version current for everyone, or (with canary) for that share of shoppers. */
export function applyRelease(remote: string, version: string, options: { by: string; canary?: number }): AuditRecord {
  return withRegistryLock(() => {
    const registry = readRegistry();
    const entry = registry[remote];
    if (entry?.canary) {
      throw new Error(
        `${remote} has a canary running (${entry.canary.version} to ${entry.canary.percent}%); promote or roll it back first`,
      );
    }
    if (options.canary !== undefined) {
      if (!entry) throw new Error(`${remote} has no current version yet; its first release goes to everyone (drop --canary)`);
      if (entry.current === version) throw new Error(`${remote} ${version} is already current; a canary needs a different build`);
    }
    const next: RegistryEntry = entry ?? { current: version, versions: [] };
    if (!next.versions.includes(version)) next.versions.push(version);
    const from = entry?.current ?? null;
    if (options.canary !== undefined) next.canary = { version, percent: options.canary };
    else next.current = version;
    registry[remote] = next;
    writeRegistry(registry);
    return options.canary !== undefined
      ? appendAudit({
          by: options.by,
          remote,
          action: 'canary-start',
          from,
          to: version,
          detail: `${options.canary}% of shoppers`,
        })
      : appendAudit({ by: options.by, remote, action: 'release', from, to: version });
  });
}

/**
 * During a canary: ends it (everyone back on the current version). Otherwise makes `to`, or the
 * version that was live before the current one, current again.
 */
export function rollbackRemote(
  remote: string,
  options: {
    by: string;
    to?: string;
    detail?: string;
    /** The watcher acts only on what it judged. */ expect?: { current: string; canary?: string };
  },
): AuditRecord {
  return withRegistryLock(() => {
    const registry = readRegistry();
    const entry = entryOf(registry, remote);
    if (options.expect && (options.expect.current !== entry.current || options.expect.canary !== entry.canary?.version)) {
      throw new Error(`${remote} changed while it was being judged; nothing done`);
    }
    if (entry.canary) {
      if (options.to) throw new Error(`${remote} has a canary running; roll back without --to to end it first`);
      const { version } = entry.canary;
      delete entry.canary;
      writeRegistry(registry);
      return appendAudit({
        by: options.by,
        remote,
        action: 'canary-end',
        from: version,
        to: entry.current,
        detail: options.detail,
      });
    }
    const target =
      options.to ??
      rollbackTarget(
        entry,
        readAudit().filter((record) => record.remote === remote),
      );
    if (!target) throw new Error(`${remote} ${entry.current}: no earlier live version to roll back to (name one with --to)`);
    if (!entry.versions.includes(target))
      throw new Error(`${remote} has no version ${target}. Published: ${entry.versions.join(', ')}`);
    if (target === entry.current) throw new Error(`${remote} ${target} is already current`);
    const name = assertRemoteName(remote);
    assertFits(name, target, publishedContract(name, target), registry);
    const from = entry.current;
    entry.current = target;
    writeRegistry(registry);
    return appendAudit({ by: options.by, remote, action: 'rollback', from, to: target, detail: options.detail });
  });
}

/** The canary becomes current for everyone. */
export function promoteCanary(remote: string, options: { by: string }): AuditRecord {
  return withRegistryLock(() => {
    const registry = readRegistry();
    const entry = entryOf(registry, remote);
    if (!entry.canary) throw new Error(`${remote} has no canary to promote (current: ${entry.current})`);
    const from = entry.current;
    entry.current = entry.canary.version;
    delete entry.canary;
    writeRegistry(registry);
    return appendAudit({ by: options.by, remote, action: 'promote', from, to: entry.current });
  });
}
