// Browsers as the edge makes them for the api's field-event tests: a random id signed with the
// api's FIELD_EVENTS_SECRET (the format of modules/client-events/browser-id.ts), and a registry
// in a temporary deploy folder holding the versions the tests report.
import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function signedBrowserCookie(secret: string, id = randomBytes(16).toString('base64url')): string {
  return `store_browser=${id}.${createHmac('sha256', secret).update(id).digest('base64url')}`;
}

/** A deploy folder whose registry holds `versions` per name; its path for DEPLOY_DIR. */
export function deployDirHolding(versions: Record<string, string[]>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-api-deploy-'));
  const registry = Object.fromEntries(
    Object.entries(versions).map(([name, list]) => [name, { current: list.at(-1), versions: list }]),
  );
  fs.writeFileSync(path.join(dir, 'registry.json'), JSON.stringify(registry));
  return dir;
}
