// Which release plane the commands talk to: the running api's (API_URL, or the api port on this
// machine), or, when none answers, the same service opened in this process (local-plane.ts).
import { releasePlaneClient, type ReleasePlane } from '../../shared/src/release-registry/release-plane-client.ts';

export function apiUrl(): string {
  return process.env.API_URL?.replace(/\/$/, '') ?? `http://127.0.0.1:${process.env.API_PORT ?? '4000'}`;
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

let opened: Promise<ReleasePlane> | undefined;

/** One plane per process; set by tests to a plane of their own. */
export function releasePlane(): Promise<ReleasePlane> {
  opened ??= (async () => {
    const url = apiUrl();
    if (await answers(url)) return releasePlaneClient(url);
    if (process.env.API_URL) throw new Error(`no api answers at ${url} (API_URL)`);
    const { openLocalPlane } = await import('./local-plane.ts');
    return openLocalPlane();
  })();
  return opened;
}

export function setReleasePlane(plane: ReleasePlane): void {
  opened = Promise.resolve(plane);
}

/** Closes the plane opened in this process, if any (a command's last step). */
export async function closeReleasePlane(): Promise<void> {
  const plane = await opened?.catch(() => undefined);
  opened = undefined;
  await plane?.close?.();
}
