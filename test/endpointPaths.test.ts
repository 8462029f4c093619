/**
 * @jest-environment node
 */
/**
 * Each endpoint's path is written once, in the endpoint table (docs/decisions/0004-endpoint-table.md):
 * no string or template literal of the product's TypeScript outside contract/endpoints/ spells a
 * path the table declares. Tests may (their fake servers answer the wire's paths), and so may the
 * attack suite's scenarios in server/security/, which only tests load. Comments are not code and
 * may name a path for the reader.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ALL_ENDPOINTS } from '@/contract/endpoints';

const ROOT = path.resolve(__dirname, '..');
const PRODUCT = /^(app|components|contract|lib|server)\//;
const TESTS = /(\.test\.tsx?$|\.pgtest\.ts$|__tests__\/|^server\/testing\/|^server\/security\/)/;

const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.tsx?$/.test(file) && PRODUCT.test(file) && !TESTS.test(file) && !file.startsWith('contract/endpoints/') && fs.existsSync(path.join(ROOT, file)));

/** A path with its parameters as wildcards, with or without the leading slash, the door's prefix or a base URL before it (`${base}/api/…`), a query allowed after it. */
const patterns = ALL_ENDPOINTS.map((endpoint) => {
  const body = endpoint.path
    .slice(1)
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '(\\$\\{[^}]+\\}|[^/?]+)' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return { path: endpoint.path, pattern: new RegExp(`^(\\$\\{[^}]+\\})?(/?prod-api)?/?${body}/?(\\?.*)?$`) };
});

/** The literals of a file that spell an endpoint's path: `file:line path`. */
function spelled(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(path.join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const text = ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : ts.isTemplateExpression(node) ? node.getText().slice(1, -1) : null;
    const hit = text === null ? undefined : patterns.find(({ pattern }) => pattern.test(text));
    if (hit) found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${hit.path}`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

test('the check reads the product and sees a path spelled in a literal', () => {
  expect(files.length).toBeGreaterThan(300);
  expect(files).toContain('server/routes/bills.ts');
  const probe = { path: '/api/wBill/list', pattern: patterns.find((entry) => entry.path === '/api/wBill/list')?.pattern };
  expect(['api/wBill/list', '/prod-api/api/wBill/list?page=1', '${productApiUrl()}/api/wBill/list'].every((text) => probe.pattern?.test(text))).toBe(true);
  expect(patterns.find((entry) => entry.path === '/api/wOrder/detail/:orderNo')?.pattern.test('api/wOrder/detail/${orderNo}')).toBe(true);
});

test('no product file outside the endpoint table spells an endpoint path', () => {
  expect(files.flatMap(spelled)).toEqual([]);
});
