// Debian's nginx in front of one or more edges, for drills: a config written into a temporary folder
// (pid, logs, temporary files and the cache inside it, so it runs as root or not, beside any other),
// nginx run as a child in the foreground, stopped with its folder. README § The page cache shows the
// store's proxy-cache settings an operator would use.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { canInstall, installDebianPackage } from './debian-packages.ts';

const NGINX = { binary: '/usr/sbin/nginx', debianPackage: 'nginx-light' };

/**
 * The store's key for a cache in front: the URL, the shopper's canary bucket (store_bucket, the only
 * cookie a catalogue page depends on: shell/server/shopper-registry.ts) and the encoding the edge
 * chooses (br over gzip). Vary is then ignored: the edge says `Vary: Cookie` so a cache that knows
 * nothing of the store keeps one copy per browser, which is safe but shares nothing.
 */
export const STORE_CACHE_KEY = '$scheme$host$request_uri|bucket=$cookie_store_bucket|$store_encoding';
const STORE_ENCODING_MAP = `map $http_accept_encoding $store_encoding {
    ~*\\bbr\\b br;
    ~*\\bgzip\\b gzip;
    default identity;
  }`;
/**
 * / is the one page whose answer depends on the shopper's language: the edge sends a shopper who chose
 * Bengali or Hindi (store_lang), or whose browser names either before any choice, to /bn or /hi
 * (shell/server/language/first-visit-language.ts). Such a request goes past the cache to the edge,
 * which decides by the preference's weights; the rest share the English copy.
 */
const STORE_ROOT_LANGUAGE_MAP = `map "$cookie_store_lang|$http_accept_language" $store_language_chosen {
    ~^(bn|hi)\\| 1;
    ~^[^|]+\\| 0;
    ~*^\\|.*\\b(bn|hi)\\b 1;
    default 0;
  }
  map "$uri|$store_language_chosen" $store_root_elsewhere {
    "/|1" 1;
    default 0;
  }`;

export interface ProxyCache {
  /** proxy_cache_key (default STORE_CACHE_KEY). */
  key?: string;
  /** proxy_ignore_headers Vary (default true, with the store's key). */
  ignoreVary?: boolean;
}

export interface NginxOptions {
  /** host:port of each upstream; requests are spread round-robin. */
  upstreams: string[];
  /** Where nginx listens on 127.0.0.1; a free port when omitted. */
  port?: number;
  /** Keep answers as their Cache-Control allows (never one with Set-Cookie, private or no-store). */
  proxyCache?: ProxyCache;
  /**
   * When an upstream fails, which failures send the request on to the next one (proxy_next_upstream,
   * e.g. 'error timeout http_502 http_503'); nginx does so only for requests safe to send twice.
   */
  nextUpstream?: string;
}

export interface RunningNginx {
  url: string;
  port: number;
  dir: string;
  /** The access log so far: one line per request, `<status> <cache status> <method> <uri>`. */
  accessLog(): string[];
  stop(): Promise<void>;
}

/** The nginx binary: NGINX_PATH, else Debian's, installed when it can be. */
export function ensureNginx(): string {
  const wanted = process.env.NGINX_PATH ?? NGINX.binary;
  if (fs.existsSync(wanted)) return wanted;
  if (process.env.NGINX_PATH || !canInstall()) {
    throw new Error(
      `nginx was not found at ${wanted}. Install Debian's package (sudo apt-get install -y ${NGINX.debianPackage}) ` +
        'or set NGINX_PATH to an nginx binary, then run the tests again.',
    );
  }
  installDebianPackage(NGINX.debianPackage);
  if (!fs.existsSync(wanted)) throw new Error(`apt-get finished but ${wanted} is still missing`);
  return wanted;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export function nginxConfig(dir: string, port: number, options: NginxOptions): string {
  const cache = options.proxyCache;
  const asRoot = process.getuid?.() === 0;
  const cacheHttp = cache
    ? `proxy_cache_path ${dir}/cache levels=1:2 keys_zone=store:10m max_size=256m inactive=10m use_temp_path=off;
  ${STORE_ENCODING_MAP}
  ${STORE_ROOT_LANGUAGE_MAP}`
    : '';
  // Stale copies only as long as the edge's stale-while-revalidate says, refreshed in the background.
  const cacheLocation = cache
    ? `proxy_cache store;
      proxy_cache_key "${cache.key ?? STORE_CACHE_KEY}";
      ${(cache.ignoreVary ?? true) ? 'proxy_ignore_headers Vary;' : ''}
      proxy_cache_bypass $store_root_elsewhere;
      proxy_no_cache $store_root_elsewhere;
      proxy_cache_lock on;
      proxy_cache_background_update on;
      add_header X-Proxy-Cache $upstream_cache_status always;`
    : '';
  return `# Written by scripts/lib/nginx.ts
${asRoot ? 'user root;' : ''}
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  log_format store '$status $upstream_cache_status $request_method $request_uri';
  access_log ${dir}/access.log store;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream store { ${options.upstreams.map((upstream) => `server ${upstream};`).join(' ')} keepalive 32; }
  ${cacheHttp}
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://store;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      ${options.nextUpstream ? `proxy_next_upstream ${options.nextUpstream};` : ''}
      ${cacheLocation}
    }
  }
}
`.replace(/^\s*\n/gm, '');
}

async function listening(port: number, child: ChildProcess, errorLog: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => resolve(socket.end() !== undefined));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const log = fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : '';
  throw new Error(`nginx did not start on 127.0.0.1:${port}: ${log.trim() || `exit code ${child.exitCode}`}`);
}

export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  const binary = ensureNginx();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-nginx-'));
  const port = options.port ?? (await freePort());
  const config = path.join(dir, 'nginx.conf');
  fs.writeFileSync(config, nginxConfig(dir, port, options));
  // -e: the error log before the config is read (Debian's default is /var/log/nginx, a root's folder).
  const child = spawn(binary, ['-p', dir, '-c', config, '-e', path.join(dir, 'error.log')], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await listening(port, child, path.join(dir, 'error.log'));
  } catch (error) {
    child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const accessLogFile = path.join(dir, 'access.log');
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dir,
    accessLog: () => (fs.existsSync(accessLogFile) ? fs.readFileSync(accessLogFile, 'utf8').split('\n').filter(Boolean) : []),
    stop: async () => {
      // SIGTERM: a fast shutdown of the master and its worker.
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
