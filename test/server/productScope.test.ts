import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * `server/src` is what `npm start` runs and nothing else: the load rooms, the CLIs and the test
 * drivers live in the workshop (`workshop/`), which gives the server its rooms through an option.
 * Each package declares what it imports, so that the image (`npm ci --workspace server`) and a
 * fresh clone have it.
 */
const ROOT = resolve(__dirname, '../..');
const SERVER = join(ROOT, 'server/src');
/** What `npm start` runs: its entry, and the Hard bots' worker, which searchPool.ts starts by its file name. */
const ENTRIES = ['main.ts', 'bots/searchWorker.ts'].map((file) => join(SERVER, file));
/** What drives the server from outside, which a product file has no use for. */
const WORKSHOP_ONLY = ['@dead-drop/workshop', '@colyseus/sdk', 'playwright-core'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** What a file imports, re-exports or requires, type-only imports included, as written. */
function specifiersOf(file: string): string[] {
  return ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles.map((imported) => imported.fileName);
}

const isRelative = (specifier: string) => specifier.startsWith('.');

function resolveRelative(from: string, specifier: string): string {
  const path = resolve(dirname(from), specifier);
  const isFolder = statSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false;
  return isFolder ? join(path, 'index.ts') : `${path}.ts`;
}

/** The package a bare specifier names (`@scope/name/deep` → `@scope/name`), or null for Node's own modules. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('node:') || builtinModules.includes(specifier)) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

/** Every source file the entries reach through their relative imports. */
function reachedFrom(entries: readonly string[]): Set<string> {
  const reached = new Set<string>();
  const visit = (file: string) => {
    if (reached.has(file)) return;
    reached.add(file);
    for (const specifier of specifiersOf(file).filter(isRelative)) visit(resolveRelative(file, specifier));
  };
  for (const entry of entries) visit(entry);
  return reached;
}

function packagesImportedBy(dir: string): Set<string> {
  const names = sources(dir).flatMap((file) => specifiersOf(file).filter((specifier) => !isRelative(specifier)));
  return new Set(names.flatMap((specifier) => packageOf(specifier) ?? []));
}

function declaredBy(workspace: string): Set<string> {
  const manifest: { dependencies?: Record<string, string>; devDependencies?: Record<string, string> } = JSON.parse(
    readFileSync(join(ROOT, workspace, 'package.json'), 'utf8'),
  );
  return new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})]);
}

test('the walk reads imports: main reaches the app, the table room and the worker pool', () => {
  const reached = [...reachedFrom([join(SERVER, 'main.ts')])].map((file) => relative(SERVER, file));
  expect(reached).toEqual(expect.arrayContaining(['app.ts', 'table/TableRoom.ts', 'bots/searchPool.ts']));
});

test('npm start reaches every file under server/src', () => {
  const reached = reachedFrom(ENTRIES);
  const unreached = sources(SERVER).filter((file) => !reached.has(file));
  expect(unreached.map((file) => relative(SERVER, file))).toEqual([]);
});

test('no file under server/src imports the workshop, a test driver library or a file outside server/src', () => {
  const strays = sources(SERVER).flatMap((file) =>
    specifiersOf(file)
      .filter((specifier) =>
        isRelative(specifier)
          ? relative(SERVER, resolveRelative(file, specifier)).startsWith('..')
          : WORKSHOP_ONLY.includes(packageOf(specifier) ?? ''),
      )
      .map((specifier) => `${relative(SERVER, file)} → ${specifier}`),
  );
  expect(strays).toEqual([]);
});

test.each(['shared', 'server', 'workshop'])('%s declares every package its sources import', (workspace) => {
  const declared = declaredBy(workspace);
  const undeclared = [...packagesImportedBy(join(ROOT, workspace, 'src'))].filter((name) => !declared.has(name));
  expect(undeclared).toEqual([]);
});

test("server declares no package it does not import (the image installs the server's dependencies)", () => {
  const imported = packagesImportedBy(SERVER);
  const unused = [...declaredBy('server')].filter((name) => !name.startsWith('@types/') && !imported.has(name));
  expect(unused).toEqual([]);
});
