// Browsers as the edge makes them for the api's field-event tests: a random id signed with the
// api's FIELD_EVENTS_SECRET (the format of modules/client-events/browser-id.ts), and the release
// plane holding the versions the tests report.
import { createHmac, randomBytes } from 'node:crypto';
import type { Database } from '../db/database.js';
import { release } from '../modules/releases/release-operations.js';

export function signedBrowserCookie(secret: string, id = randomBytes(16).toString('base64url')): string {
  return `store_browser=${id}.${createHmac('sha256', secret).update(id).digest('base64url')}`;
}

/** Records `versions` per name in the release plane, the last of each current. */
export async function releaseVersions(db: Database, versions: Record<string, string[]>): Promise<void> {
  for (const [name, list] of Object.entries(versions)) {
    for (const version of list) await release(db, { name, version, by: 'test' });
  }
}
