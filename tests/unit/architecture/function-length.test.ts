import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repoRoot, sourceFiles } from './source-files';

/**
 * No function over 80 lines (STYLE.md): a function, method, arrow function or React component,
 * counted from its first line to its last. Test callbacks (`describe`, `it`, hooks) are test
 * tables, not functions of the product, and are measured by their own bodies only.
 */
const MAX_LINES = 80;
const TEST_BLOCKS = new Set(['describe', 'it', 'test', 'beforeAll', 'beforeEach', 'afterAll', 'afterEach']);

function isTestBlock(node: ts.Node): boolean {
  const call = node.parent;
  if (!call || !ts.isCallExpression(call)) return false;
  let callee: ts.Expression = call.expression;
  while (ts.isPropertyAccessExpression(callee) || ts.isCallExpression(callee))
    callee = ts.isPropertyAccessExpression(callee) ? callee.expression : callee.expression;
  return ts.isIdentifier(callee) && TEST_BLOCKS.has(callee.text);
}

function nameOf(node: ts.FunctionLikeDeclaration): string {
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  if (parent && ts.isPropertyAssignment(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  return '(anonymous)';
}

/** The functions of a source file longer than the limit, one line each. Pure. */
function longFunctions(file: string, text: string): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body && !isTestBlock(node)) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = end - start + 1;
      if (lines > MAX_LINES) found.push(`${file}:${start + 1} ${nameOf(node)} (${lines} lines)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('function length', () => {
  const long = (lines: number) => Array.from({ length: lines }, (_, i) => `  const a${i} = ${i};`).join('\n');

  it('finds what it looks for', () => {
    expect(longFunctions('a.ts', `function f() {\n${long(79)}\n}`)).toEqual(['a.ts:1 f (81 lines)']);
    expect(longFunctions('a.ts', `function f() {\n${long(78)}\n}`)).toEqual([]);
    expect(
      longFunctions('a.tsx', `export const Card = () => {\n${long(90)}\n  return <div />;\n};`),
    ).toHaveLength(1);
    expect(longFunctions('a.ts', `class A {\n  run() {\n${long(90)}\n  }\n}`)).toEqual([
      'a.ts:2 run (92 lines)',
    ]);
    // A long test table is not a long function; a long helper inside it is.
    expect(longFunctions('a.test.ts', `describe('x', () => {\n${long(90)}\n});`)).toEqual([]);
    expect(
      longFunctions('a.test.ts', `it('x', () => {\n  const g = () => {\n${long(90)}\n  };\n});`),
    ).toHaveLength(1);
  });

  it('holds across the repository', () => {
    const roots = ['web/src', 'domain', 'functions', 'tests', 'scripts', 'infra', 'bench'];
    const found = roots
      .flatMap((root) => sourceFiles(root))
      .flatMap((file) => longFunctions(file, readFileSync(path.join(repoRoot, file), 'utf8')));
    expect(found).toEqual([]);
  });
});
