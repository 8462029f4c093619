// The public pages against the app's prerendered /404, measured in the same run: throughput and
// p99 at 50 connections, and first-load JavaScript (docs/performance.md).
import { firstLoadJs, kib } from '../scripts/first-load-js.mjs';
import { PUBLIC_PAGES, REFERENCE as REFERENCE_PAGE } from '../scripts/public-pages.mjs';
import { load } from './load.mjs';
import { round } from './stats.mjs';

export { PUBLIC_PAGES };
export const REFERENCE = REFERENCE_PAGE.path;

export const THROUGHPUT_GOAL = 0.9;
export const P99_GOAL_MS = 250;

/**
 * Each page between two runs of the reference (ref, page, ref, page, …, ref), its ratio taken to
 * the mean of its two neighbours, so a machine that slows down during the run slows both sides.
 */
export async function measureThroughput(base, seconds) {
  const rows = [];
  let before = await load(`${base}${REFERENCE}`, { seconds });
  for (const page of PUBLIC_PAGES) {
    const measured = await load(`${base}${page.path}`, { seconds });
    const after = await load(`${base}${REFERENCE}`, { seconds });
    const reference = (before.rps + after.rps) / 2;
    const ratio = measured.rps / reference;
    const failures = measured.errors + measured.non2xx;
    rows.push({
      part: 'throughput',
      what: `${page.name} (${page.path})`,
      value: `${Math.round(measured.rps)} req/s, p99 ${measured.p99} ms${failures ? `, ${failures} failed` : ''}`,
      reference: `${Math.round(reference)} req/s`,
      ratio: round(ratio),
      goal: `≥ ${THROUGHPUT_GOAL} of /404, p99 < ${P99_GOAL_MS} ms, none failed`,
      holds: ratio >= THROUGHPUT_GOAL && measured.p99 < P99_GOAL_MS && failures === 0,
      raw: { page: measured, referenceBefore: before, referenceAfter: after },
    });
    before = after;
  }
  return rows;
}

/** First-load JS of each page as served, against /404's, from the build in `root`. */
export async function measureJs(base, root) {
  const fetchLoad = async (path) => firstLoadJs(root, await (await fetch(`${base}${path}`)).text());
  const reference = await fetchLoad(REFERENCE);
  const rows = [];
  for (const page of PUBLIC_PAGES) {
    const measured = await fetchLoad(page.path);
    const extra = measured.total - reference.total;
    rows.push({
      part: 'first-load JS',
      what: `${page.name} (${page.path})`,
      value: `${kib(measured.total)} KiB`,
      reference: `${kib(reference.total)} KiB`,
      ratio: round(measured.total / reference.total),
      goal: `≤ /404 + ${page.jsAllowanceKib} KiB`,
      holds: extra <= page.jsAllowanceKib * 1024,
      raw: { bytes: measured.total, referenceBytes: reference.total, chunks: measured.chunks },
    });
  }
  return rows;
}
