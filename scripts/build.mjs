// `npm run build`: bundle the product server, then build the storefront against a running product
// server, so the public pages are prerendered with real data (they revalidate afterwards).
// A product server already answering at PRODUCT_API_URL is used as it is; otherwise one is
// started on the shop's own database for the length of the build.
import { addCompileHints } from './compile-hints.mjs';
import { PRODUCT_API_URL, answers, run, startChild, waitUntilAnswering } from './processes.mjs';

await run('npm', ['run', '--silent', 'build:server']);

let productServer = null;
if (!(await answers(`${PRODUCT_API_URL}/health`))) {
  console.info(`[build] starting the product server at ${PRODUCT_API_URL} for prerendering`);
  productServer = startChild('product server', process.execPath, ['--enable-source-maps', 'dist/server/main.mjs']);
  await waitUntilAnswering(`${PRODUCT_API_URL}/health`, productServer, 120_000);
}

try {
  await run('npx', ['next', 'build'], { PRODUCT_API_URL });
} finally {
  if (productServer) {
    productServer.kill('SIGTERM');
    await productServer.exited;
  }
}

const hints = addCompileHints(process.cwd());
console.info(`[build] compile hint added to ${hints.marked} of the ${hints.scripts} scripts the public pages load`);
