// The lines between the workspace's packages, as zones for import-x/no-restricted-paths.
// A section (mfe-*) is built and released on its own and reaches the others only through the shell at
// run time, so no source file may import across those lines; the shell knows a section only by its exposes.
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const { exposesFromContract } = createRequire(import.meta.url)('../../shared/webpack/remote-exposes.cjs');

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SECTIONS = ['mfe-catalog', 'mfe-cart-checkout', 'mfe-account', 'mfe-content'];
const FRONT_END = ['shell', 'shared', ...SECTIONS];

/** The one module per section allowed to import jotai: the section's own store and its atoms. */
export const SECTION_STATE_FILES = SECTIONS.map((section) => `${section}/src/state/**`);

/** The files a section exposes (the contract, as its build reads it), relative to the section ("./src/exposes/home-page.tsx"). */
export function exposedFiles(section) {
  return Object.values(exposesFromContract(section));
}

export function boundaryZones() {
  const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });
  return [
    ...SECTIONS.flatMap((section) => [
      zone(section, 'shell', 'A section never imports the shell: it talks to it through events and shared stores.'),
      ...SECTIONS.filter((other) => other !== section).map((other) =>
        zone(section, other, 'A section never imports another section: they meet only in the shell, at run time.'),
      ),
      // Outside the section (the shell, end-to-end tests, operator scripts) only what it exposes is public.
      ...['shell', 'e2e', 'scripts'].map((outside) =>
        zone(outside, section, `Only ${section}'s exposes (src/exposes/) are public.`, [
          './src/exposes',
          ...exposedFiles(section),
        ]),
      ),
    ]),
    ...['shell', ...SECTIONS].map((front) =>
      zone('shared', front, '@store/shared is what every section builds on: it never imports a section or the shell.'),
    ),
    ...FRONT_END.map((front) => zone('api', front, 'The api never imports a front-end package.')),
    zone([...FRONT_END], 'api', 'The front end reaches the api over HTTP only.'),
  ].map((entry) => ({
    ...entry,
    target: [entry.target].flat().map((target) => path.join(REPO_ROOT, target)),
    from: path.join(REPO_ROOT, entry.from),
  }));
}
