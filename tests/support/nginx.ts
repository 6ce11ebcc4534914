import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './free-port';
import { until, WAIT_MS } from './wait';

export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

export interface Nginx {
  url: string;
  /** The end of nginx's error log: why it answered 502 (a refused or reset upstream, no live upstream). */
  errors(lines?: number): string;
  stop(): Promise<void>;
}

/**
 * Debian's nginx in front of `upstreams` with the repository's proxy rules (deploy/stagepass-proxy.conf), in a
 * temp dir of its own: pid, logs and temp files there, so it runs unprivileged or as root (CI) alike.
 */
export async function startNginx(upstreams: number[]): Promise<Nginx> {
  const dir = mkdtempSync(join(tmpdir(), 'stagepass-nginx-'));
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, sub));
  const port = await freePort();
  const conf = `
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream stagepass {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    include ${resolve('deploy/stagepass-proxy.conf')};
  }
}
`;
  writeFileSync(join(dir, 'nginx.conf'), conf);
  const child = spawn(
    NGINX,
    ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: 'ignore',
    },
  );
  const exited = new Promise<void>((settle) => child.once('exit', () => settle()));
  const url = `http://127.0.0.1:${port}`;
  const log = () => (existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '');
  try {
    await until(
      'nginx to answer',
      async () => {
        if (child.exitCode !== null) throw new Error(`nginx exited: ${log()}`);
        const res = await fetch(`${url}/api/health`).catch(() => null);
        return res?.ok ? true : undefined;
      },
      WAIT_MS,
    );
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    errors: (lines = 30) => log().trimEnd().split('\n').slice(-lines).join('\n'),
    async stop() {
      child.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
