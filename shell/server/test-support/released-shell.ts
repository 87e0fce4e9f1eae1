// Edge tests need a released shell in their deploy folder, as `pnpm start` leaves one.
import fs from 'node:fs';
import path from 'node:path';
import { releasedPageRoutes } from '../../src/app/released-page-routes';
import { PAGE_ROUTES_FILE, type ReleasedRoute } from '../released-routes';

export const TEST_SHELL = { current: '1.0.0-s', versions: ['1.0.0-s'] };

/** Writes a released shell's route table into its folder (by default the one this source builds). */
export function writePageRoutes(shellDir: string, table: { routes: ReleasedRoute[] } = releasedPageRoutes()): void {
  fs.writeFileSync(path.join(shellDir, PAGE_ROUTES_FILE), JSON.stringify(table));
}

/** Writes deploy/remotes/shell/1.0.0-s/ (index.html, page-routes.json); put `shell: TEST_SHELL` in the registry. */
export function releaseTestShell(deployDir: string, html = '<html><head></head><body></body></html>'): string {
  const dir = path.join(deployDir, 'remotes', 'shell', TEST_SHELL.current);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), html);
  writePageRoutes(dir);
  return dir;
}
