// A routes file holds HTTP only: schema, the call of a queries or service file, the answer. Data
// access (drizzle, the tables, SQL, transactions) lives beside it (CODE_STYLE.md § Adding an api call).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { dataAccessInRoutes } from '../test-support/routes-layering.js';

const MODULES = path.dirname(fileURLToPath(import.meta.url));

test('no routes file reaches the database itself', () => {
  assert.deepEqual(dataAccessInRoutes(MODULES), []);
});

test('a routes file with a transaction or a query is caught', (context) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'planted-routes-'));
  context.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  fs.writeFileSync(
    path.join(dir, 'planted-routes.ts'),
    "import { sql } from 'drizzle-orm';\nawait app.db.transaction(async (tx) => tx.execute(sql`SELECT 1`));\n",
  );
  assert.deepEqual(dataAccessInRoutes(dir), [
    'planted-routes.ts imports drizzle-orm',
    'planted-routes.ts writes SQL',
    'planted-routes.ts opens a transaction',
  ]);
});
