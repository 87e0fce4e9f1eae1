// The release watcher, started by the Run command beside the edge: every WATCH_INTERVAL_MS it looks
// at each canary and each fresh release (lib/release-watch.ts) and takes a version that does worse
// than the one before it away from shoppers. A failed look (api restarting) is logged and retried.
import { figuresFromApi, watchOnce } from './lib/release-watch.ts';
import { loadWatchConfig } from './lib/watch-config.ts';

const config = loadWatchConfig();
const fetchFigures = figuresFromApi(config.apiUrl);
let lastProblem = '';

async function look(): Promise<void> {
  try {
    for (const line of await watchOnce(config, fetchFigures)) console.log(`[release watcher] ${line}`);
    lastProblem = '';
  } catch (error) {
    const problem = (error as Error).message;
    if (problem !== lastProblem) console.error(`[release watcher] could not judge the releases: ${problem}`);
    lastProblem = problem;
  }
  setTimeout(() => void look(), config.intervalMs);
}

void look();
