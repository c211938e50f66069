import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './paths.ts';

/** The committed template (deploy/nginx/moyue.conf.template) the cluster's nginx runs from. */
export const NGINX_TEMPLATE = path.join(repoRoot, 'deploy/nginx/moyue.conf.template');

/** How long a rolling restart lets a process that is back warm up before it drains the next. */
export const RESTART_SETTLE_SECONDS = 2;

export interface NginxSettings {
  /** a directory nginx may write: pid, error log, temp files */
  prefix: string;
  /** what `listen` says, e.g. '127.0.0.1:8080' */
  listen: string;
  apiPorts: number[];
  webDist: string;
}

/** The template with its {{…}} fields filled in; a field left over is an error, not a silent blank. */
export async function renderNginxConfig(settings: NginxSettings): Promise<string> {
  const template = await fs.readFile(NGINX_TEMPLATE, 'utf8');
  // max_fails=0: nginx never takes a process out of the rotation. A process that is gone
  // refuses the connection at once (it is on this machine) and nginx hands the request, even
  // a POST, to the next. With max_fails=1 the first request to a process that came back is
  // a probe, and while it runs (a cold process answers slowly) nginx counts that process as
  // down: if the other one dies then, every request is answered 502 (no live upstreams).
  // Seen in cluster.e2e.ts: 3 of 10 runs; none in 3 since.
  const upstreams = settings.apiPorts
    .map((port) => `    server 127.0.0.1:${port} max_fails=0;`)
    .join('\n');
  // Started as root, nginx would drop its workers to 'nobody', who may not read the build.
  const user = os.userInfo().uid === 0 ? 'user root;' : '';
  const values: Record<string, string> = {
    PREFIX: settings.prefix,
    LISTEN: settings.listen,
    UPSTREAMS: upstreams,
    WEB_DIST: settings.webDist,
    USER: user,
  };
  const text = template.replace(/\{\{([A-Z_]+)\}\}/g, (field, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${NGINX_TEMPLATE}: unknown field ${field}`);
    return value;
  });
  return text;
}

/** nginx from NGINX_PATH, /usr/sbin/nginx or PATH; null when it is not installed. */
export async function findNginx(): Promise<string | null> {
  const candidates = [
    process.env.NGINX_PATH,
    '/usr/sbin/nginx',
    ...(process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, 'nginx')),
  ].filter((candidate): candidate is string => Boolean(candidate));
  for (const candidate of candidates) {
    try {
      await fs.access(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // next
    }
  }
  return null;
}
