import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// schema.d.ts is generated from the committed contract; this fails when someone
// changes api/openapi.yaml without running `npm run gen:api` (or edits the output).
const uiRoot = path.resolve(import.meta.dirname, '../../..');
const contract = path.resolve(uiRoot, '../api/openapi.yaml');
const committed = path.resolve(uiRoot, 'src/lib/api/schema.d.ts');
const cli = path.resolve(uiRoot, 'node_modules/openapi-typescript/bin/cli.js');

describe('generated API types', () => {
  it('match api/openapi.yaml', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'panalo-schema-'));
    try {
      const fresh = path.join(dir, 'schema.d.ts');
      execFileSync(process.execPath, [cli, contract, '-o', fresh], { cwd: uiRoot, stdio: 'pipe' });
      expect(fs.readFileSync(committed, 'utf8'), 'run `npm run gen:api` in ui/').toBe(fs.readFileSync(fresh, 'utf8'));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
