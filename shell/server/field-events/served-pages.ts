// What this edge served per remote version: every page counts once for each version in the
// shopper's view. Sent to the api every few seconds, where it caps what browsers may claim to have
// seen (a report of a version nobody was served cannot count). A failed send keeps the counts for
// the next one.
export interface Served {
  remote: string;
  version: string;
  pages: number;
}

export type SendServed = (served: Served[]) => Promise<void>;

/** Versions past this many in memory are dropped while the api cannot be reached. */
const MAX_KEYS = 1000;
/** Release versions only (`1.0.0-1a2b3c4d`), as the api accepts them. */
const RELEASE_VERSION = /^\d{1,4}\.\d{1,4}\.\d{1,4}-[0-9a-f]{8}$/;

interface ReleasedVersion {
  key: string;
  remote: string;
  version: string;
}

// The edge shares one view among the shoppers of a release set (shopper-registry.ts): its versions are listed once.
const listed = new WeakMap<object, ReleasedVersion[]>();

function releasedVersionsOf(view: Record<string, { current: string }> | null): ReleasedVersion[] {
  if (!view) return [];
  const known = listed.get(view);
  if (known) return known;
  const versions = Object.entries(view)
    .filter(([, entry]) => RELEASE_VERSION.test(entry.current))
    .map(([remote, entry]) => ({ key: `${remote} ${entry.current}`, remote, version: entry.current }));
  listed.set(view, versions);
  return versions;
}

export class ServedPages {
  private counts = new Map<string, Served>();

  constructor(private readonly send: SendServed) {}

  /** One page served with these versions (the shopper's view of the registry). */
  count(view: Record<string, { current: string }> | null): void {
    for (const { key, remote, version } of releasedVersionsOf(view)) {
      const seen = this.counts.get(key);
      if (seen) seen.pages += 1;
      else if (this.counts.size < MAX_KEYS) this.counts.set(key, { remote, version, pages: 1 });
    }
  }

  async flush(): Promise<void> {
    if (this.counts.size === 0) return;
    const taken = this.counts;
    this.counts = new Map();
    try {
      await this.send([...taken.values()]);
    } catch {
      for (const [key, entry] of taken) {
        const seen = this.counts.get(key);
        if (seen) seen.pages += entry.pages;
        else if (this.counts.size < MAX_KEYS) this.counts.set(key, entry);
      }
    }
  }
}

/** Sends to the api's own address (outside /api, never proxied to shoppers). */
export function servedToApi(apiUrl: string): SendServed {
  return async (served) => {
    const response = await fetch(`${apiUrl}/internal/client-events/served`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ served }),
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`the api answered ${response.status} for the served pages`);
  };
}
