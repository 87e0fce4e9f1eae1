// The remote versions the store has released: only these may be reported, so made-up names and
// versions are refused instead of being kept for 14 days. Read from the deploy folder's registry
// (every published version of every name), again only when the file changes.
import fs from 'node:fs';
import path from 'node:path';

export class ReleasedVersions {
  private readonly file: string;
  private seenAt = -1;
  private pairs = new Set<string>();

  constructor(deployDir: string) {
    this.file = path.join(deployDir, 'registry.json');
  }

  holds(remote: string, version: string): boolean {
    this.refresh();
    return this.pairs.has(`${remote} ${version}`);
  }

  private refresh(): void {
    let changedAt: number;
    try {
      changedAt = fs.statSync(this.file).mtimeMs;
    } catch {
      this.pairs = new Set();
      this.seenAt = -1;
      return;
    }
    if (changedAt === this.seenAt) return;
    this.seenAt = changedAt;
    this.pairs = new Set();
    try {
      const registry = JSON.parse(fs.readFileSync(this.file, 'utf8')) as Record<string, { versions?: unknown }>;
      for (const [name, entry] of Object.entries(registry)) {
        const versions = Array.isArray(entry?.versions) ? entry.versions : [];
        for (const version of versions) if (typeof version === 'string') this.pairs.add(`${name} ${version}`);
      }
    } catch {
      // Half-written or broken: nothing is held until the next good write.
      this.seenAt = -1;
    }
  }
}
