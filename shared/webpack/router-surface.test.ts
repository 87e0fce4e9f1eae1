// The router singleton is router-surface.mjs, not the whole package: a name a section imports from
// 'react-router-dom' that the surface does not export would be undefined in the built store, while
// the section's own tests (which use the real package) pass.
import fs from 'node:fs';
import path from 'node:path';

const REPO = path.join(__dirname, '../..');
const SECTIONS = ['shell', 'mfe-catalog', 'mfe-cart-checkout', 'mfe-account', 'mfe-content', 'shared'];
const TEST_ONLY = /(\.test\.tsx?$)|\/test-support\//;
const ROUTER_IMPORT = /import\s+(type\s+)?(\{[^}]*\}|\*\s+as\s+\w+|\w+)\s+from\s+'(react-router(?:-dom)?(?:\/[^']*)?)'/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !TEST_ONLY.test(full) ? [full] : [];
  });
}

interface RouterImport {
  file: string;
  from: string;
  clause: string;
  typeOnly: boolean;
}

function routerImports(): RouterImport[] {
  return SECTIONS.flatMap((section) =>
    sourceFiles(path.join(REPO, section, 'src')).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(ROUTER_IMPORT)].map((match) => ({
        file: path.relative(REPO, file),
        typeOnly: Boolean(match[1]),
        clause: match[2]!,
        from: match[3]!,
      })),
    ),
  );
}

function importedValueNames(clause: string): string[] {
  return clause
    .replace(/[{}]/g, '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0]!);
}

// The shell's server render (shell/src/ssr/) has the server surface: the browser's plus the static
// router; it provides the whole surface to the sections' server builds, hence its namespace import.
const SERVER_RENDER = /^shell\/src\/ssr\//;

function surfaceExports(file = 'router-surface.mjs'): Set<string> {
  const surface = fs.readFileSync(path.join(__dirname, file), 'utf8');
  const blocks = [...surface.matchAll(/export\s*\{([^}]*)\}/g)].map((match) => match[1]!);
  return new Set(blocks.flatMap((block) => importedValueNames(block)));
}

describe('the router surface shared with every section', () => {
  const imports = routerImports();

  it('finds the sections’ router imports (the scan itself works)', () => {
    expect(imports.length).toBeGreaterThan(20);
  });

  it('is the only way to the router: nobody imports react-router or a deep path', () => {
    const elsewhere = imports.filter((found) => !found.typeOnly && found.from !== 'react-router-dom');
    expect(elsewhere.map((found) => `${found.file}: ${found.from}`)).toEqual([]);
  });

  it('exports every name a section imports from react-router-dom', () => {
    const exported = surfaceExports();
    const serverExported = new Set([...exported, ...surfaceExports('router-server-surface.mjs')]);
    const missing = imports
      .filter((found) => !found.typeOnly && found.from === 'react-router-dom')
      .flatMap((found) => {
        const server = SERVER_RENDER.test(found.file);
        if (server && found.clause.startsWith('*')) return [];
        if (!found.clause.startsWith('{')) return [`${found.file}: ${found.clause} (import the names one by one)`];
        return importedValueNames(found.clause)
          .filter((name) => !(server ? serverExported : exported).has(name))
          .map((name) => `${found.file}: ${name}`);
      });
    expect(missing).toEqual([]);
  });
});
