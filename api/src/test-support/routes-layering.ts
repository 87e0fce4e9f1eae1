// What in a routes file belongs in a queries or service file: the api's layering, as a test reads it.
import fs from 'node:fs';
import path from 'node:path';

const DATA_ACCESS: Array<[string, RegExp]> = [
  ['imports drizzle-orm', /from 'drizzle-orm/],
  ['imports the tables', /db\/schema/],
  ['writes SQL', /\bsql`/],
  ['opens a transaction', /\.transaction\(/],
  ['queries the database', /\bdb\s*\.\s*(select|insert|update|delete|execute)\(/],
  ['reads rows', /\brows(<[^>]*>)?\(/],
];

/** What each routes file below dir does that belongs in a queries or service file. */
export function dataAccessInRoutes(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /-routes\.ts$/.test(file))
    .flatMap((file) => {
      const source = fs.readFileSync(path.join(dir, file), 'utf8');
      return DATA_ACCESS.filter(([, pattern]) => pattern.test(source)).map(([what]) => `${file} ${what}`);
    });
}
