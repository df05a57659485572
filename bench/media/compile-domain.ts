/**
 * Compiles the STL child script and the domain files it imports (following relative imports)
 * to plain JavaScript in a temporary directory with swc, so the measured child runs as
 * production does (compiled code), without the on-the-fly TypeScript loader, whose own
 * ~150 MB would swamp the peak-memory figure.
 */
import { transformFileSync } from '@swc/core';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DOMAIN = join(ROOT, 'services/media/src/domain');

function compile(file: string): string {
  return transformFileSync(file, {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'es6' },
    sourceMaps: false,
  }).code;
}

function write(path: string, code: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, code);
}

/** Compiles `file` (a domain file) and what it imports, into outDir/domain. */
function compileWithImports(file: string, outDir: string, done: Set<string>): void {
  if (done.has(file)) return;
  done.add(file);
  const code = compile(file);
  write(join(outDir, 'domain', relative(DOMAIN, file).replace(/\.ts$/, '.js')), code);
  for (const [, specifier] of code.matchAll(/from ['"](\.{1,2}\/[^'"]+)\.js['"]/g)) {
    compileWithImports(resolve(dirname(file), `${specifier}.ts`), outDir, done);
  }
}

/** Writes <outDir>/bench/analyse-stl-file.js and the domain it needs; returns its path. */
export function compileStlChild(outDir: string): string {
  compileWithImports(join(DOMAIN, 'mesh/stl.ts'), outDir, new Set());
  const child = join(outDir, 'bench', 'analyse-stl-file.js');
  // The child imports the domain from the source tree; compiled, it sits beside its copy.
  const code = compile(join(ROOT, 'bench/media/analyse-stl-file.ts'));
  write(child, code.replaceAll('../../services/media/src/domain/', '../domain/'));
  return child;
}
