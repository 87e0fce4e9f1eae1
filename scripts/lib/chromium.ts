// The browsers come from Debian's packages (README.md); as root with apt, a missing one is installed,
// otherwise the message says how. A browser build is never downloaded.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { canInstall, installDebianPackage as install } from './debian-packages.ts';

const CHROMIUM = { binary: '/usr/bin/chromium', debianPackage: 'chromium' };
/**
 * Chromium's headless-only build (the same sources and version as `chromium`): it draws pages without
 * the full browser's window machinery, so a page load costs it about half the CPU (docs/decisions/0014).
 */
const HEADLESS_SHELL = { binary: '/usr/bin/chromium-headless-shell', debianPackage: 'chromium-headless-shell' };

/** The full Chromium: Lighthouse measures what a shopper's browser does, and it draws the store's icons. */
export function ensureChromium(): string {
  const wanted = process.env.CHROMIUM_PATH ?? CHROMIUM.binary;
  if (fs.existsSync(wanted)) return wanted;
  if (process.env.CHROMIUM_PATH || !canInstall()) {
    throw new Error(
      `Chromium was not found at ${wanted}. Install Debian's package (sudo apt-get install -y chromium) ` +
        'or set CHROMIUM_PATH to a Chromium binary, then run the tests again.',
    );
  }
  install(CHROMIUM.debianPackage);
  if (!fs.existsSync(wanted)) throw new Error(`apt-get finished but ${wanted} is still missing`);
  return wanted;
}

/**
 * The browser the end-to-end tests drive: CHROMIUM_PATH when set, else Chromium's headless shell,
 * installed when it can be; where it cannot, the full Chromium (the tests pass in both, slower there).
 */
export function ensureTestChromium(): string {
  if (process.env.CHROMIUM_PATH) return ensureChromium();
  if (fs.existsSync(HEADLESS_SHELL.binary)) return HEADLESS_SHELL.binary;
  if (canInstall()) {
    try {
      install(HEADLESS_SHELL.debianPackage);
      if (fs.existsSync(HEADLESS_SHELL.binary)) return HEADLESS_SHELL.binary;
    } catch (error) {
      console.log(`Could not install ${HEADLESS_SHELL.debianPackage}: ${(error as Error).message}`);
    }
  }
  console.log(`The end-to-end tests run in the full Chromium; ${HEADLESS_SHELL.binary} would take about half its CPU.`);
  return ensureChromium();
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
