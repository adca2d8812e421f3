import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Local PostgreSQL clusters for the replica test: a primary of our own (initdb, streaming allowed on loopback)
 * and a streaming replica made from it with pg_basebackup -R. PostgreSQL refuses to run as root: as root the
 * tools run as the `postgres` user.
 */
const asPostgres = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];

function run(command: string, args: string[]) {
  const [bin, ...rest] = [...asPostgres, command, ...args];
  return execFileSync(bin as string, rest, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
}

export type PgCluster = { dir: string; port: number; url: string; start(): void; stop(): void; destroy(): void };

function pgCluster(dir: string, port: number): PgCluster {
  return {
    dir,
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => void run('pg_ctl', ['-D', dir, '-l', path.join(dir, 'server.log'), '-w', 'start']),
    stop: () => void run('pg_ctl', ['-D', dir, '-m', 'fast', '-w', 'stop']),
    destroy() {
      try {
        run('pg_ctl', ['-D', dir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      fs.rmSync(path.dirname(dir), { recursive: true, force: true });
    },
  };
}

function workDir(name: string) {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), `rima-${name}-`));
  fs.chmodSync(parent, 0o755);
  const dir = path.join(parent, 'data');
  if (asPostgres.length > 0) execFileSync('chown', ['postgres', parent]);
  return dir;
}

/** A primary on `port` that lets loopback replicate. */
export function createPrimary(port: number): PgCluster {
  const dir = workDir('primary');
  run('initdb', ['-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const settings = [
    `port = ${port}`,
    "listen_addresses = '127.0.0.1'",
    "unix_socket_directories = ''",
    'wal_level = replica',
    'max_wal_senders = 5',
    'max_connections = 100',
  ];
  run('sh', ['-c', `printf '%s\\n' ${settings.map((s) => `"${s}"`).join(' ')} >> ${dir}/postgresql.conf`]);
  run('sh', ['-c', `echo 'host replication all 127.0.0.1/32 trust' >> ${dir}/pg_hba.conf`]);
  const primary = pgCluster(dir, port);
  primary.start();
  return primary;
}

/** A streaming replica of `primary` on `port`: pg_basebackup -R (standby.signal and primary_conninfo). */
export function createReplica(primary: PgCluster, port: number): PgCluster {
  const dir = workDir('replica');
  run('pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(primary.port),
    '-U',
    'postgres',
    '-D',
    dir,
    '-R',
    '-X',
    'stream',
  ]);
  run('sh', [
    '-c',
    `echo "port = ${port}" >> ${dir}/postgresql.conf && echo "hot_standby_feedback = on" >> ${dir}/postgresql.conf`,
  ]);
  const replica = pgCluster(dir, port);
  replica.start();
  return replica;
}
