// The cluster's nginx: the shop's one address in front of the storefronts, and the storefronts'
// one address in front of the product servers. Open-source nginx has no active health checks: it
// takes a replica out for `fail_timeout` when a connection to it fails, and passes a request it
// could not deliver to the other replica (a POST too, as long as no byte of it was sent).

/**
 * The downloads (docs/product-rules.md#downloads): the shop's download helper waits an hour for a
 * file to be generated, so nginx does too on these paths. test/nginxDownloads.test.ts holds this
 * pattern to the endpoints that declare a form.
 */
export const DOWNLOAD_LOCATION = '~ ^(/prod-api)?/api/.+/(export|template|download)$';
const DOWNLOAD_READ_TIMEOUT = '3600s';

/** nginx.conf for the cluster; every path absolute, everything on loopback. */
export function nginxConfig({ dir, port, apiPort, storefronts, productServers }) {
  const upstream = (name, ports) => `  upstream ${name} {
${ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=3s;`).join('\n')}
    keepalive 32;
    # Node closes an idle connection after 5 s (http.Server keepAliveTimeout). A request nginx sent
    # on a connection Node was closing met a reset: a GET went to the other replica, a POST became
    # a 502 (seen in the soak). nginx lets go of idle connections first.
    keepalive_timeout 4s;
  }`;
  const proxied = (readTimeout) => `      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_connect_timeout 2s;
      proxy_read_timeout ${readTimeout};
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;`;
  return `# Written by scripts/cluster/nginx.mjs at each start; edits are lost.
daemon off;
worker_processes 2;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/nginx-error.log warn;
events { worker_connections 2048; }
http {
  client_body_temp_path ${dir}/nginx-temp/body;
  proxy_temp_path ${dir}/nginx-temp/proxy;
  fastcgi_temp_path ${dir}/nginx-temp/fastcgi;
  uwsgi_temp_path ${dir}/nginx-temp/uwsgi;
  scgi_temp_path ${dir}/nginx-temp/scgi;
  # No query string and no header but the request id: the log never holds a token or a search.
  log_format json escape=json '{"time":"$time_iso8601","process":"nginx","requestId":"$request_id","method":"$request_method","path":"$uri","status":$status,"upstream":"$upstream_addr","ms":$request_time}';
  access_log ${dir}/logs/nginx-access.log json;
  server_tokens off;
  # Uploads (10 MB at most, contract/files.ts) pass; the shop bounds every body itself too.
  client_max_body_size 12m;

${upstream('storefronts', storefronts)}
${upstream('product_servers', productServers)}

  server {
    listen 127.0.0.1:${port};
${['/', DOWNLOAD_LOCATION]
  .map(
    (location) => `    location ${location} {
      proxy_pass http://storefronts;
${proxied(location === '/' ? '60s' : DOWNLOAD_READ_TIMEOUT)}
      proxy_set_header Host $http_host;
      # One hop the storefronts trust (TRUSTED_PROXY_HOPS=1): the address nginx saw, never the browser's own claim.
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
    }`,
  )
  .join('\n')}
  }

  # The storefronts' way to the product servers. Headers pass as the storefront set them: its
  # X-Forwarded-For names the browser, and nginx is on loopback like the storefront itself.
  server {
    listen 127.0.0.1:${apiPort};
    location / {
      proxy_pass http://product_servers;
${proxied('60s')}
    }
    location ${DOWNLOAD_LOCATION} {
      proxy_pass http://product_servers;
${proxied(DOWNLOAD_READ_TIMEOUT)}
    }
  }
}
`;
}
