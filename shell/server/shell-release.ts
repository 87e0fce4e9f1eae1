// The shell is released like a remote (<asset store>/shell/<version>/, current in the registry):
// the edge serves the HTML of the current version (from its copy, assets/edge-copy.ts), with the
// placeholder its build wrote for the scripts' folder (SHELL_BASE_PLACEHOLDER) replaced by that
// version's folder on the asset origin (this edge's /remotes/ unless ASSET_ORIGIN names another).
import fs from 'node:fs';
import path from 'node:path';
import { SHELL_BASE_PLACEHOLDER } from '@store/shared/shell-base';
import type { Registry } from '../src/federation/remotes';
import { parseShellTemplate, type ShellTemplate } from './page-head/shell-template';

export class ShellNotReleasedError extends Error {
  constructor() {
    super('No shell is released, or its files were refused: run pnpm release shell (pnpm start does it on first start)');
    this.name = 'ShellNotReleasedError';
  }
}

/**
 * The current shell's page, parsed; each version's is read once (published versions never change). `copyDir`
 * holds remotes/<name>/<version>/; `assetOrigin` is where browsers fetch the scripts ('' for this edge).
 */
export function createShellPages(copyDir: string, assetOrigin = '') {
  const templates = new Map<string, ShellTemplate>();
  let lastServed: string | undefined;
  /** A registry that cannot be read keeps the shell that was served last (the page then reports it). */
  return function shellPage(registry: Registry | null): ShellTemplate {
    const version = registry?.shell?.current ?? lastServed;
    if (!version) throw new ShellNotReleasedError();
    let template = templates.get(version);
    if (!template) {
      const html = fs.readFileSync(path.join(copyDir, 'remotes', 'shell', version, 'index.html'), 'utf8');
      template = parseShellTemplate(
        html.replaceAll(SHELL_BASE_PLACEHOLDER, `${assetOrigin}/remotes/shell/${encodeURIComponent(version)}/`),
      );
      templates.set(version, template);
    }
    lastServed = version;
    return template;
  };
}
