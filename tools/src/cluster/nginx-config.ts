import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './paths.ts';

/** The committed template (deploy/nginx/moyue.conf.template) the cluster's nginx runs from. */
export const NGINX_TEMPLATE = path.join(repoRoot, 'deploy/nginx/moyue.conf.template');

/** How long nginx keeps a process that refused a connection out of the rotation. */
export const NGINX_FAIL_TIMEOUT_SECONDS = 2;

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
  const upstreams = settings.apiPorts
    .map(
      (port) =>
        `    server 127.0.0.1:${port} max_fails=1 fail_timeout=${NGINX_FAIL_TIMEOUT_SECONDS}s;`,
    )
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
