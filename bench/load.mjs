// HTTP load with autocannon, on loopback, bounded in time.
import autocannon from 'autocannon';

/** One run against `url`: requests per second, latency percentiles (ms), and what went wrong. */
export async function load(url, { connections = 50, seconds = 10, headers = {} } = {}) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}

/** Fills the caches and the JIT before anything is measured. */
export async function warmUp(urls, seconds = 3) {
  for (const url of urls) await load(url, { connections: 10, seconds });
}
