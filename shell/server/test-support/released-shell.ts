// Edge tests need a released shell in their deploy folder, as `pnpm start` leaves one.
import fs from 'node:fs';
import path from 'node:path';

export const TEST_SHELL = { current: '1.0.0-s', versions: ['1.0.0-s'] };

/** Writes deploy/remotes/shell/1.0.0-s/index.html; put `shell: TEST_SHELL` in the registry. */
export function releaseTestShell(deployDir: string, html = '<html><head></head><body></body></html>'): string {
  const dir = path.join(deployDir, 'remotes', 'shell', TEST_SHELL.current);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), html);
  return dir;
}
