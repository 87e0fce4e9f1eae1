// The public surface of @store/runtime, recorded with its version in surface.json. The runtime is
// one instance in the page, provided by the shell: a section built against a newer surface than the
// shell provides must be refused, which only works if the version says when the surface changed.
// `pnpm --filter @store/runtime surface` records the surface after a change, and refuses unless the
// version was raised enough: major when an export was removed or changed, minor when one was added.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '..');
export const SURFACE_FILE = path.join(ROOT, 'surface.json');

export type Surface = Record<string, string>;
export interface RecordedSurface {
  version: string;
  exports: Surface;
}
export type Bump = 'none' | 'minor' | 'major';

function signature(checker: ts.TypeChecker, symbol: ts.Symbol): string {
  const declaration = symbol.declarations?.[0];
  if (!declaration) return 'unknown';
  if (ts.isInterfaceDeclaration(declaration) || ts.isTypeAliasDeclaration(declaration)) {
    // Types have no body to hide: their declaration is their surface.
    const printer = ts.createPrinter({ removeComments: true });
    return printer.printNode(ts.EmitHint.Unspecified, declaration, declaration.getSourceFile()).replace(/\s+/g, ' ');
  }
  const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
  return checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
}

/** Every export of src/index.ts and its type, as TypeScript sees it. */
export function currentSurface(): Surface {
  const entry = path.join(ROOT, 'src/index.ts');
  const program = ts.createProgram([entry], {
    strict: true,
    jsx: ts.JsxEmit.ReactJSX,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    module: ts.ModuleKind.ESNext,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`cannot read the exports of ${entry}`);
  const surface: Surface = {};
  for (const exported of checker.getExportsOfModule(moduleSymbol).sort((a, b) => a.name.localeCompare(b.name))) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    surface[exported.name] = signature(checker, symbol);
  }
  return surface;
}

export function requiredBump(recorded: Surface, current: Surface): Bump {
  const removedOrChanged = Object.keys(recorded).some((name) => current[name] !== recorded[name]);
  if (removedOrChanged) return 'major';
  return Object.keys(current).some((name) => !(name in recorded)) ? 'minor' : 'none';
}

function parse(version: string): [number, number, number] {
  const [major = 0, minor = 0, patch = 0] = version.split('.').map(Number);
  return [major, minor, patch];
}

/** Whether going from `from` to `to` is at least the bump needed. */
export function bumpIsEnough(from: string, to: string, needed: Bump): boolean {
  const [fromMajor, fromMinor] = parse(from);
  const [toMajor, toMinor] = parse(to);
  if (needed === 'major') return toMajor > fromMajor;
  if (needed === 'minor') return toMajor > fromMajor || (toMajor === fromMajor && toMinor > fromMinor);
  return true;
}

export function readRecorded(): RecordedSurface {
  return JSON.parse(fs.readFileSync(SURFACE_FILE, 'utf8')) as RecordedSurface;
}

export function packageVersion(): string {
  return (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
}

function record(): void {
  const current = currentSurface();
  const version = packageVersion();
  const recorded = fs.existsSync(SURFACE_FILE) ? readRecorded() : { version: '0.0.0', exports: {} };
  const needed = requiredBump(recorded.exports, current);
  if (!bumpIsEnough(recorded.version, version, needed)) {
    console.error(
      `@store/runtime's exports changed (${needed} change) but its version went from ${recorded.version} to ${version}: raise the ${needed} version in runtime/package.json first.`,
    );
    process.exit(1);
  }
  fs.writeFileSync(SURFACE_FILE, `${JSON.stringify({ version, exports: current }, null, 2)}\n`);
  console.log(`Recorded @store/runtime ${version}: ${Object.keys(current).length} exports (${needed} change).`);
}

if (require.main === module) record();
