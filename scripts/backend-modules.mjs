// The backend's modules (the folders under backend/src) and the imports between them, read with the TypeScript
// compiler: only imports that exist at run time count (`import type` is erased). Used by the boundary test and
// printable with `node scripts/backend-modules.mjs` to see the graph and any loop.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const backendSrc = join(dirname(fileURLToPath(import.meta.url)), '..', 'backend', 'src');

/**
 * Files outside the module graph: tests, migrations (they import only typeorm) and command-line entry points. The
 * files directly in src/ (app.module.ts, main.ts, openapi.ts, entities.ts …) are nodes of their own: they compose the
 * modules, so a module that imports one of them closes a loop the check reports.
 */
const OUTSIDE = [/\.spec\.ts$/, /^database\/migrations\//, /^bin\//];

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The relative specifiers a file imports or re-exports at run time. */
export function runtimeImports(code) {
  const file = ts.createSourceFile('x.ts', code, ts.ScriptTarget.Latest, false);
  const found = [];
  for (const statement of file.statements) {
    const specifier = statement.moduleSpecifier;
    if (specifier === undefined || !ts.isStringLiteral(specifier)) continue;
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const bindings = clause?.namedBindings;
      const onlyTypes =
        clause !== undefined &&
        clause.name === undefined &&
        bindings !== undefined &&
        ts.isNamedImports(bindings) &&
        bindings.elements.length > 0 &&
        bindings.elements.every((element) => element.isTypeOnly);
      if (!onlyTypes) found.push(specifier.text);
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) {
      found.push(specifier.text);
    }
  }
  return found;
}

/** The module a path below backend/src belongs to: its first folder, or the file itself directly in src/. */
export function moduleOf(path) {
  return path.split('/')[0];
}

/** Module → module → the file-level imports that make the edge. */
export function moduleGraph(root = backendSrc) {
  const graph = new Map();
  for (const absolute of sourceFiles(root)) {
    const file = relative(root, absolute).split(sep).join('/');
    if (OUTSIDE.some((pattern) => pattern.test(file))) continue;
    for (const specifier of runtimeImports(readFileSync(absolute, 'utf8'))) {
      if (!specifier.startsWith('.')) continue;
      const target = relative(root, resolve(dirname(absolute), specifier))
        .split(sep)
        .join('/');
      const [from, to] = [moduleOf(file), moduleOf(target)];
      if (from === to) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      const edges = graph.get(from);
      edges.set(to, [...(edges.get(to) ?? []), `${file} → ${target}`]);
    }
  }
  return graph;
}

/** Every loop of modules (strongly connected groups of more than one), each as its modules in a cycle order. */
export function moduleLoops(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const loops = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    for (const target of graph.get(node)?.keys() ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (stack.includes(target)) {
        low.set(node, Math.min(low.get(node), index.get(target)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        group.push(member);
      } while (member !== node);
      if (group.length > 1) loops.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return loops;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const graph = moduleGraph();
  for (const [from, edges] of [...graph].sort()) {
    console.log(`${from} → ${[...edges.keys()].sort().join(', ')}`);
  }
  for (const loop of moduleLoops(graph)) {
    console.log(`\nLoop: ${loop.join(', ')}`);
    for (const from of loop) {
      for (const [to, imports] of graph.get(from) ?? []) {
        if (loop.includes(to)) console.log(`  ${from} → ${to}: ${imports.slice(0, 3).join('; ')}`);
      }
    }
  }
}
