// One Lighthouse audit in Debian's Chromium: the four category scores and the two timings that
// explain a performance score. Shared by `npm run lighthouse` and the bench.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';

const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

/** Audits `url` with the `desktop` or `mobile` preset; the report is kept in `outDir`. */
export function audit(url, preset, outDir, name) {
  mkdirSync(outDir, { recursive: true });
  const report = `${outDir}/${name}-${preset}.json`;
  const args = [
    'lighthouse',
    url,
    '--quiet',
    '--output=json',
    `--output-path=${report}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    `--chrome-flags=${FLAGS}`,
    ...(preset === 'desktop' ? ['--preset=desktop'] : ['--form-factor=mobile']),
  ];
  const run = spawnSync('npx', args, { env: { ...process.env, CHROME_PATH: CHROME }, encoding: 'utf8' });
  if (run.status !== 0) return { error: (run.stderr || run.stdout).trim().split('\n').at(-1) };
  const { categories, audits } = JSON.parse(readFileSync(report, 'utf8'));
  const score = (key) => Math.round((categories[key]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    LCP: audits['largest-contentful-paint']?.displayValue,
    TBT: audits['total-blocking-time']?.displayValue,
  };
}
