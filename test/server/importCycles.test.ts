import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The server's folders depend on each other one way only (the table on the guard and the
 * store, never the other way round): an import cycle between two folders fails here. A file
 * directly in server/src counts as a folder of its own.
 */
const ROOT = resolve(__dirname, '../../server/src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The folder a source file belongs to: its first folder under server/src, or the file itself. */
function folderOf(file: string): string {
  const parts = relative(ROOT, file).split('/');
  return parts.length > 1 ? `${parts[0]}/` : parts[0]!.replace(/\.ts$/, '');
}

/** Relative imports and re-exports, type-only ones included: a cycle of types is a cycle too. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'";]*?(?:from\s*)?['"](\.{1,2}\/[^'"]+)['"]/g)].map(
    (match) => match[1]!,
  );
  return specifiers.map((specifier) => `${resolve(dirname(file), specifier)}.ts`);
}

/** Every edge between two folders, with a file that makes it. */
function folderGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sources(ROOT)) {
    const from = folderOf(file);
    for (const target of importsOf(file)) {
      const to = folderOf(target);
      if (to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      graph.get(from)!.set(to, `${relative(ROOT, file)} → ${relative(ROOT, target)}`);
    }
  }
  return graph;
}

/** A cycle in the graph, as the edges that make it, or null. */
function findCycle(graph: Map<string, Map<string, string>>): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (node: string): string[] | null => {
    const at = path.indexOf(node);
    if (at >= 0) {
      const loop = [...path.slice(at), node];
      return loop.slice(1).map((to, i) => graph.get(loop[i]!)!.get(to)!);
    }
    if (done.has(node)) return null;
    path.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(node);
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

test('the import graph is read: the table imports the guard and the store', () => {
  const graph = folderGraph();
  expect([...graph.get('table/')!.keys()]).toEqual(expect.arrayContaining(['guard/', 'store/']));
});

test("no import cycle between the server's folders", () => {
  expect(findCycle(folderGraph())).toBeNull();
});
