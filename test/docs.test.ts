/**
 * @jest-environment node
 */
/**
 * The repository carries its own documentation (docs/README.md): no file cites a document that is
 * not in it, and every `docs/….md#anchor` a comment cites is a section that exists.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(ts|tsx|mjs|js|cjs|sh|md|json)$/.test(file) && fs.existsSync(path.join(ROOT, file)));
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** GitHub's heading slug: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');

function anchorsOf(doc: string): Set<string> {
  const text = read(doc);
  return new Set([...text.matchAll(/<a id="([^"]+)">/g)].map((m) => m[1] as string).concat([...text.matchAll(/^#+ (.+)$/gm)].map((m) => slug(m[1] as string))));
}

test('no file cites a document the repository does not carry', () => {
  const outside = /\b(SPEC|CONTRACT|STYLE|ARCHITECTURE|RECIPES)\.md\b/;
  const citing = files.filter((file) => file !== 'test/docs.test.ts' && outside.test(read(file)));
  expect(citing).toEqual([]);
});

test('every docs/….md#anchor cited anywhere names a section of that document', () => {
  const anchors = new Map<string, Set<string>>();
  const missing: string[] = [];
  let cited = 0;
  for (const file of files) {
    for (const match of read(file).matchAll(/docs\/([\w/.-]+\.md)#([\w-]+)/g)) {
      const doc = `docs/${match[1]}`;
      cited += 1;
      if (!fs.existsSync(path.join(ROOT, doc))) {
        missing.push(`${file}: ${doc} does not exist`);
        continue;
      }
      if (!anchors.has(doc)) anchors.set(doc, anchorsOf(doc));
      if (!anchors.get(doc)?.has(match[2] as string)) missing.push(`${file}: ${doc}#${match[2]}`);
    }
  }
  expect(missing).toEqual([]);
  // The comments do cite the docs: a reader that found none would pass blind.
  expect(cited).toBeGreaterThan(100);
});
