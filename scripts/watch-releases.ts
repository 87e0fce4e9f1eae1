// The release watcher, started by the Run command beside each edge: every WATCH_INTERVAL_MS it looks
// at each canary and each fresh release (lib/release-watch.ts) and takes a version that does worse
// than the one before it away from shoppers. It runs once across every edge and machine: only the
// holder of the plane's watch lease looks; the lease is renewed every 10 s and, once its holder has
// stopped renewing it (30 s), another watcher takes it over. A failed look (api restarting) is
// logged and retried.
import os from 'node:os';
import { figuresFromApi, watchOnce } from './lib/release-watch.ts';
import { releasePlaneClient } from '../shared/src/release-registry/release-plane-client.ts';
import { releasePlane, setReleasePlane } from './lib/release-plane.ts';
import { loadWatchConfig } from './lib/watch-config.ts';

const RENEW_MS = 10_000;
const config = loadWatchConfig();
const fetchFigures = figuresFromApi(config.apiUrl);
// Always the running api's plane: never the database opened in this process while the api restarts.
setReleasePlane(releasePlaneClient(config.apiUrl));
const holder = `${os.hostname()} ${process.pid}`;
let lastProblem = '';
let holding = false;

function report(problem: string): void {
  if (problem !== lastProblem) console.error(`[release watcher] ${problem}`);
  lastProblem = problem;
}

async function renew(): Promise<void> {
  try {
    const lease = await (await releasePlane()).watchLease(holder);
    if (lease.held !== holding)
      console.log(
        lease.held ? '[release watcher] watching (this process holds the lease)' : `[release watcher] ${lease.holder} watches`,
      );
    holding = lease.held;
  } catch (error) {
    holding = false;
    report(`could not renew the watch lease: ${(error as Error).message}`);
  }
  setTimeout(() => void renew(), RENEW_MS).unref();
}

async function look(): Promise<void> {
  if (holding) {
    try {
      for (const line of await watchOnce(config, fetchFigures)) console.log(`[release watcher] ${line}`);
      lastProblem = '';
    } catch (error) {
      report(`could not judge the releases: ${(error as Error).message}`);
    }
  }
  setTimeout(() => void look(), config.intervalMs);
}

await renew();
void look();
