// The shell is released like a remote (deploy/remotes/shell/<version>/, current in the registry):
// the edge serves the HTML of the current version, with the placeholder its build wrote for the
// scripts' folder (SHELL_BASE_PLACEHOLDER) replaced by that version's folder.
import fs from 'node:fs';
import path from 'node:path';
import { SHELL_BASE_PLACEHOLDER } from '@store/shared/shell-base';
import type { Registry } from '../src/federation/remotes';

export class ShellNotReleasedError extends Error {
  constructor(deployDir: string) {
    super(`No shell is released in ${deployDir}: run pnpm release shell (pnpm start does it on first start)`);
    this.name = 'ShellNotReleasedError';
  }
}

/** The current shell's HTML; each version's is read once (published versions never change). */
export function createShellPages(deployDir: string) {
  const templates = new Map<string, string>();
  let lastServed: string | undefined;
  /** A registry that cannot be read keeps the shell that was served last (the page then reports it). */
  return function shellPage(registry: Registry | null): string {
    const version = registry?.shell?.current ?? lastServed;
    if (!version) throw new ShellNotReleasedError(deployDir);
    let template = templates.get(version);
    if (!template) {
      const html = fs.readFileSync(path.join(deployDir, 'remotes', 'shell', version, 'index.html'), 'utf8');
      template = html.replaceAll(SHELL_BASE_PLACEHOLDER, `/remotes/shell/${encodeURIComponent(version)}/`);
      templates.set(version, template);
    }
    lastServed = version;
    return template;
  };
}
