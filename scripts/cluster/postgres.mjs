// The cluster's PostgreSQL: Debian's server binaries, a data folder of the cluster's own, started
// and stopped with pg_ctl. PostgreSQL refuses to run as root, so as root every command runs as the
// `postgres` user the package makes, and the folder is theirs.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const asRoot = process.getuid?.() === 0;

function binary(name) {
  const versions = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b)) : [];
  const found = versions.map((version) => `/usr/lib/postgresql/${version}/bin/${name}`).findLast((file) => fs.existsSync(file));
  if (!found) throw new Error(`PostgreSQL's ${name} is missing: install Debian's postgresql package`);
  return found;
}

function run(name, args, options = {}) {
  const command = asRoot ? ['runuser', ['-u', 'postgres', '--', binary(name), ...args]] : [binary(name), args];
  return execFileSync(command[0], command[1], { stdio: ['ignore', 'pipe', 'pipe'], ...options }).toString();
}

/** A PostgreSQL server on 127.0.0.1:`port` keeping its data in `dir`, its log in `logFile`. */
export function postgresServer({ dir, port, logFile, user, password }) {
  const dataDir = path.join(dir, 'data');
  const socketDir = path.join(dir, 'socket');
  const options = `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=on`;
  const pgCtl = (...args) => run('pg_ctl', ['-D', dataDir, ...args]);

  return {
    url: `postgres://${user}:${password}@127.0.0.1:${port}/zulin`,
    /** Makes the data folder and the shop's database on first use. */
    init() {
      if (fs.existsSync(path.join(dataDir, 'PG_VERSION'))) return false;
      fs.mkdirSync(socketDir, { recursive: true });
      const passwordFile = path.join(dir, 'password');
      fs.writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
      if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
      run('initdb', ['-D', dataDir, '-U', user, `--pwfile=${passwordFile}`, '--auth=scram-sha-256', '--encoding=UTF8', '--locale=C.UTF-8']);
      fs.rmSync(passwordFile);
      this.start();
      run('psql', ['-h', socketDir, '-p', String(port), '-U', user, '-d', 'postgres', '-qc', 'create database zulin'], { env: { ...process.env, PGPASSWORD: password } });
      return true;
    },
    start() {
      if (asRoot) {
        fs.closeSync(fs.openSync(logFile, 'a'));
        execFileSync('chown', ['postgres:postgres', logFile]);
      }
      pgCtl('-l', logFile, '-o', options, '-w', '-t', '60', 'start');
    },
    /** `fast` rolls back open transactions and disconnects everyone; `immediate` is a crash. */
    stop(mode = 'fast') {
      if (!this.running()) return;
      pgCtl('-m', mode, '-w', '-t', '60', 'stop');
    },
    restart(mode = 'fast') {
      pgCtl('-l', logFile, '-o', options, '-m', mode, '-w', '-t', '60', 'restart');
    },
    running() {
      try {
        pgCtl('status');
        return true;
      } catch {
        return false;
      }
    },
  };
}
