// The lines of a step's output that name what failed, gathered for the Test command's summary: CI keeps
// only the end of a long log, and a failed test's name is otherwise thousands of lines above it.
// Read: node's test runner (`not ok N - name`), Jest (`● suite › name`), Playwright's list reporter
// (`✘ … › name`, a retried test included) and the store's own drills and soak (`FAIL  check: figures`).
import { stripVTControlCharacters } from 'node:util';

const FAILED = [/^not ok \d+ - /, /^● (?!Console\b)/, /^✘ /, /^FAIL {2}/];
/** More than this many are summed up in one line: the full log still has them. */
export const MOST_FAILED_LINES = 30;

/** `text` as one step printed it; pnpm's recursive run prefixes each line with `<package> <script>: `. */
export function failedTestLines(text: string): string[] {
  const found: string[] = [];
  for (const raw of text.split('\n')) {
    const line = stripVTControlCharacters(raw).trimEnd();
    const body = line.replace(/^[\w@./-]+ [\w:-]+: /, '').trim();
    if (FAILED.some((pattern) => pattern.test(body)) && !found.includes(line.trim())) found.push(line.trim());
  }
  if (found.length <= MOST_FAILED_LINES) return found;
  return [...found.slice(0, MOST_FAILED_LINES), `… and ${found.length - MOST_FAILED_LINES} more in the log above`];
}
