// Narrowing helpers for the untyped JSON of the chinese-poetry package.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export type JsonRecord = Readonly<Record<string, unknown>>;

const require = createRequire(import.meta.url);
let distRoot: string | undefined;

/** Absolute path of the package's dist folder (resolved once, at seed time only). */
export function poetryDist(): string {
  distRoot ??= join(dirname(require.resolve('chinese-poetry/package.json')), 'dist');
  return distRoot;
}

export function readJson(relativePath: string): unknown {
  return JSON.parse(readFileSync(join(poetryDist(), relativePath), 'utf8')) as unknown;
}

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function records(value: unknown): JsonRecord[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

export function recordOf(value: unknown): JsonRecord {
  return isRecord(value) ? value : {};
}

export function str(rec: JsonRecord, key: string): string {
  const value = rec[key];
  return typeof value === 'string' ? value : '';
}

export function strings(rec: JsonRecord, key: string): string[] {
  const value = rec[key];
  if (typeof value === 'string') return [value];
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}
