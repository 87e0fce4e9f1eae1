// The end-to-end tests use the system Chromium (README.md). As root with apt, the Test command
// installs Debian's package; otherwise it says how. It never downloads a browser build.
import { execFileSync, execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function ensureChromium(): string {
  const wanted = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (fs.existsSync(wanted)) return wanted;
  const isRoot = process.getuid?.() === 0;
  const hasApt = fs.existsSync('/usr/bin/apt-get');
  if (process.env.CHROMIUM_PATH || !isRoot || !hasApt) {
    throw new Error(
      `Chromium was not found at ${wanted}. Install Debian's package (sudo apt-get install -y chromium) ` +
        'or set CHROMIUM_PATH to a Chromium binary, then run the tests again.',
    );
  }
  console.log('Installing Chromium from Debian packages (apt-get install -y chromium)...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  if (!fs.existsSync(wanted)) throw new Error(`apt-get finished but ${wanted} is still missing`);
  return wanted;
}

/** Draws an HTML page into a PNG of width × height with headless Chromium (transparent where the page is). */
export function screenshotHtml(chromium: string, html: string, file: string, width: number, height: number): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-screenshot-'));
  const page = path.join(dir, 'page.html');
  fs.writeFileSync(page, html);
  try {
    execFileSync(
      chromium,
      [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--hide-scrollbars',
        '--default-background-color=00000000',
        `--window-size=${width},${height}`,
        `--screenshot=${file}`,
        `file://${page}`,
      ],
      { stdio: 'ignore' },
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
