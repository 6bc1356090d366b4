import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';

const committed = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../src/services/database.types.ts',
);

describe('src/services/database.types.ts', () => {
  it('matches the live schema (run `npm run db:types` after changing a migration)', () => {
    const live = inject('databaseTypes');
    expect(live).toContain('profiles: {');
    expect(fs.readFileSync(committed, 'utf8')).toBe(live);
  });
});
