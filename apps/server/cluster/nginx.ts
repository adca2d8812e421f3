import { spawn, execSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const NGINX = '/usr/sbin/nginx';
export const SITE_CONF = path.resolve(import.meta.dirname, '../../../deploy/nginx/rima.conf');

/** Debian's nginx, installed with apt-get when missing (as scripts/ensure-chromium.mjs does for chromium). */
export function ensureNginx(): void {
  if (fs.existsSync(NGINX)) return;
  console.log('nginx is missing: installing it from Debian packages (apt-get) ...');
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx`, {
    stdio: 'inherit',
  });
}

/**
 * The repository's site (deploy/nginx/rima.conf) for a local run: its upstream lists `ports`, it listens on
 * loopback `listen`, its photo cache lives in `dir`. `extra` adds server blocks (the tests' bare proxy).
 */
export function siteFor(ports: number[], listen: number, dir: string, extra = ''): string {
  const site = fs.readFileSync(SITE_CONF, 'utf8');
  const servers = ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n');
  const out = site
    .replace(/(upstream rima \{[\s\S]*?)((?:\s*server [^\n]+\n)+)/, (_m, head: string) => `${head}\n${servers}\n`)
    .replace(/listen 80;/, `listen 127.0.0.1:${listen};`)
    .replace('/var/cache/nginx/rima', path.join(dir, 'photo-cache'))
    // On a machine shared with other work nginx's one worker can be kept off the CPU for seconds in a burst:
    // its connect timers then expire before it reads the finished handshakes, it marks every instance down and
    // answers 502. A local run waits longer; a refused connection (an instance that stopped) still fails at once.
    .replace(/proxy_connect_timeout \d+s;/, 'proxy_connect_timeout 10s;');
  if (out.includes('listen 80;') || !out.includes(`127.0.0.1:${ports[0]}`) || !out.includes('connect_timeout 10s'))
    throw new Error('site rewrite failed');
  return `${out}\n${extra}`;
}

/** nginx as a child (no daemon), every path in `dir`: no root paths, loopback only. */
export function startNginx(dir: string, site: string): ChildProcess {
  ensureNginx();
  fs.mkdirSync(dir, { recursive: true });
  // the workers may run as another user (nginx started as root): they need to reach the temporary files
  fs.chmodSync(dir, 0o755);
  for (const sub of ['body', 'proxy', 'photo-cache']) {
    fs.mkdirSync(path.join(dir, sub), { recursive: true });
    fs.chmodSync(path.join(dir, sub), 0o777);
  }
  const conf = `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 8192; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/proxy;
  uwsgi_temp_path ${dir}/proxy;
  scgi_temp_path ${dir}/proxy;
  types { text/html html; }
${site}
}
`;
  fs.writeFileSync(path.join(dir, 'nginx.conf'), conf);
  const child = spawn(
    NGINX,
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  return child;
}
