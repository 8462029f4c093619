// bench/results.md holds several runs' figures, each in a section of its own that only its run
// rewrites: the bench's table (`npm run bench`), the soak (`npm run soak`) and the cluster's faults
// (the cluster suite with RECORD_FIGURES=1).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function writeResultsSection(root, name, markdown) {
  const file = path.join(root, 'bench', 'results.md');
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '# Bench results\n';
  const begin = `<!-- ${name}: begin -->`;
  const end = `<!-- ${name}: end -->`;
  const block = `${begin}\n${markdown.trim()}\n${end}`;
  const at = text.indexOf(begin);
  const until = text.indexOf(end);
  const next = at >= 0 && until > at ? `${text.slice(0, at)}${block}${text.slice(until + end.length)}` : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, next);
}
