import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { packagesReachedStatically } from '../support/static-imports.js';

/**
 * `npm start`, `npm test` and `npm run bench` run on a fresh clone, before node_modules exists:
 * until they have installed the dependencies they may import only Node's built-ins and each
 * other. A package imported statically anywhere in their graph fails them at once with
 * ERR_MODULE_NOT_FOUND (issue 31: s3rver, through lib/local-s3.mjs).
 */
describe('the scripts a newcomer runs first', () => {
  it.each(['scripts/start.mjs', 'scripts/test.mjs', 'scripts/bench.mjs'])(
    '%s imports no npm package before installing them',
    (script) => {
      expect(packagesReachedStatically(script)).toEqual([]);
    },
  );

  it('finds a package imported statically through a local file, and not a dynamic import', () => {
    const dir = mkdtempSync(join(tmpdir(), 'static-imports-'));
    writeFileSync(
      join(dir, 'entry.mjs'),
      "import { readFileSync } from 'node:fs';\nimport { s3 } from './lib.mjs';\nconst later = () => import('pg');\n",
    );
    writeFileSync(
      join(dir, 'lib.mjs'),
      "export { default as S3rver } from 's3rver';\nimport {\n  a,\n  b,\n} from 'yaml';\n",
    );
    expect(packagesReachedStatically(join(dir, 'entry.mjs'))).toEqual([
      { pkg: 's3rver', from: join(dir, 'lib.mjs') },
      { pkg: 'yaml', from: join(dir, 'lib.mjs') },
    ]);
  });
});
