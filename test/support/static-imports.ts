import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';

/**
 * Where a script's static import graph reaches outside Node: the packages (e.g. 's3rver') that
 * its top-level `import … from` and `export … from` statements, and those of the local files it
 * imports, name, each with the file that names it. Dynamic `import()` is not followed: it runs
 * only when called, after the script has installed the dependencies.
 */
export function packagesReachedStatically(entry: string): { pkg: string; from: string }[] {
  const seen = new Set<string>();
  const reached: { pkg: string; from: string }[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!existsSync(file)) throw new Error(`${file} is imported but does not exist`);
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    for (const statement of source.statements) {
      const specifier =
        (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
        statement.moduleSpecifier &&
        ts.isStringLiteral(statement.moduleSpecifier)
          ? statement.moduleSpecifier.text
          : undefined;
      if (specifier === undefined || specifier.startsWith('node:')) continue;
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier));
      else reached.push({ pkg: specifier, from: file });
    }
  };
  visit(resolve(entry));
  return reached;
}
