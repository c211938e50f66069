import fc from 'fast-check';
import { AuthorizeParametersSchema } from '@moyue/contracts/api/reading';
import { RecommendDataJsonSchema } from '@moyue/contracts/api/engagement';

// What the property-based route test (routes.property.test.ts) sends: every
// route of the OpenAPI document, each parameter with values a client would
// send and values an attacker would (issue 12 items 2–4).

/** The JSON Schema of one parameter, as @fastify/swagger writes it. */
export interface ParamSchema {
  type?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  pattern?: string;
  default?: unknown;
  anyOf?: ParamSchema[];
}

export interface RouteParam {
  name: string;
  in: 'query' | 'body' | 'path';
  required: boolean;
  schema: ParamSchema;
}

export interface RouteUnderTest {
  method: 'GET' | 'POST';
  /** The path as registered ('/files/public/{name}') */
  path: string;
  params: RouteParam[];
}

interface OpenApiOperation {
  parameters?: { name: string; in: string; required?: boolean; schema?: ParamSchema }[];
  requestBody?: {
    content: Record<
      string,
      { schema?: { properties?: Record<string, ParamSchema>; required?: string[] } }
    >;
  };
}

/** Every GET and POST operation of the document with its query, path and form parameters. */
export function routesOf(document: { paths: Record<string, Record<string, OpenApiOperation>> }) {
  const routes: RouteUnderTest[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (method !== 'get' && method !== 'post') continue;
      const params: RouteParam[] = (operation.parameters ?? []).map((p) => ({
        name: p.name,
        in: p.in === 'path' ? 'path' : 'query',
        required: p.required ?? false,
        schema: p.schema ?? {},
      }));
      for (const content of Object.values(operation.requestBody?.content ?? {})) {
        const required = new Set(content.schema?.required ?? []);
        for (const [name, schema] of Object.entries(content.schema?.properties ?? {}))
          params.push({ name, in: 'body', required: required.has(name), schema });
      }
      routes.push({ method: method === 'get' ? 'GET' : 'POST', path, params });
    }
  }
  return routes;
}

/** Strings that broke or might break a layer below validation. */
export const HOSTILE_TEXT = [
  'a\u0000b',
  '\u0000',
  'x\u0001\u001f',
  '\u0007\u0008\u000b\u000c\u001b',
  '\udc00',
  'a\ud800',
  '\ud800\ud800\udc00',
  '\ufffe\uffff',
  '\u202e\u200b',
  'é\u0301',
  "' OR 1=1 --",
  '%00',
  '%ED%B0%80',
  '\\u0000',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  ' ',
  '',
  '[]',
  '{}',
  '{"a":',
  'null',
  'true',
];

/** Numbers at and beyond the edges of smallint, integer, the safe integers and bigint. */
export const HOSTILE_NUMBERS = [
  '0',
  '-1',
  '1.5',
  '-0',
  '1e3',
  '1e400',
  '0x10',
  'NaN',
  'Infinity',
  '32767',
  '32768',
  '65536',
  '2147483647',
  '2147483648',
  '3000000000',
  '-2147483649',
  '4294967296',
  '9007199254740991',
  '9007199254740993',
  '9223372036854775807',
  '9223372036854775808',
  '-9223372036854775809',
  '9'.repeat(20),
  '1'.repeat(40),
];

/** Comma lists of integers (object types, category ids, record ids). */
const HOSTILE_LISTS = [
  '1,2,3',
  `1,${'9'.repeat(20)}`,
  '3000000000',
  '2147483648,1',
  '9223372036854775808',
  '-1,2',
  '1.5',
  ',,,',
  Array.from({ length: 300 }, (_, i) => String(i)).join(','),
];

const hugeText = fc.constantFrom('中'.repeat(70_000), 'a'.repeat(300_000), '\u0000'.repeat(5_000));

const anyHostileScalar = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom(...HOSTILE_LISTS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer().map(String),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
  fc.double().map(String),
);

/** The JSON-in-a-field parameters and the object each one carries. */
const JSON_FIELDS: Record<string, readonly string[]> = {
  authorzieParameters: Object.keys(AuthorizeParametersSchema.shape),
  dataJson: Object.keys(RecommendDataJsonSchema.shape),
};

const jsonValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom(1e20, 3000000000, -1, 1.5, 2 ** 53 + 2, 2147483648, 0, 1, true, null),
  fc.constant(['1', 2]),
  fc.constant({ nested: 'a\u0000b', ExternalId: '\ud800' }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

/** A JSON text with some of the field's keys set to hostile values, or broken JSON. */
function jsonFieldValue(keys: readonly string[]): fc.Arbitrary<string> {
  const object = fc
    .dictionary(fc.constantFrom(...keys), jsonValue, { maxKeys: keys.length })
    .map((value) => JSON.stringify(value));
  return fc.oneof(
    { weight: 4, arbitrary: object },
    fc.constantFrom('{', '[1,2]', '"text"', '1e999', '{"ObjectId":1', 'null', '[]'),
  );
}

/** A value a well-behaved client would send for this parameter (known ids where the name says so). */
export function plausibleValue(param: RouteParam, known: Record<string, string>): string {
  if (known[param.name] !== undefined) return known[param.name] ?? '';
  const { schema } = param;
  const given = schema.enum?.[0] ?? schema.default;
  if (typeof given === 'string' || typeof given === 'number' || typeof given === 'boolean')
    return String(given);
  if (schema.type === 'integer' || schema.type === 'number')
    return String(Math.max(schema.minimum ?? 1, Math.min(1, schema.maximum ?? 1)));
  if (schema.pattern?.includes('\\d')) return '1';
  if (JSON_FIELDS[param.name]) return '{}';
  return '测试';
}

/** Hostile values of a parameter's kind: text, numbers, lists, huge strings, broken JSON. */
export function hostileValue(param: RouteParam): fc.Arbitrary<string> {
  const keys = JSON_FIELDS[param.name];
  const numeric = param.schema.type === 'integer' || param.schema.type === 'number';
  return fc.oneof(
    { weight: numeric ? 6 : 2, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
    { weight: numeric ? 2 : 6, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_LISTS) },
    { weight: keys ? 8 : 0, arbitrary: keys ? jsonFieldValue(keys) : fc.constant('') },
    { weight: 1, arbitrary: hugeText },
    { weight: 3, arbitrary: anyHostileScalar },
  );
}

/** How one call travels: a form body (or query), a JSON body, or with a parameter repeated (an array). */
export type Transport = 'form' | 'json' | 'repeated';
export const transport: fc.Arbitrary<Transport> = fc.constantFrom(
  'form',
  'form',
  'form',
  'json',
  'repeated',
);

/** Values every parameter meets at least once, with the others plausible (the cases of issue 12). */
const CRITICAL_VALUES: readonly (readonly [string, Transport])[] = [
  ['a\u0000b', 'form'],
  ['x\u001b', 'form'],
  ['\udc00', 'json'],
  ['3000000000', 'form'],
  ['9'.repeat(20), 'form'],
  [`1,${'9'.repeat(20)}`, 'form'],
  ['32768', 'form'],
  ['-2147483649', 'form'],
  ['1.5', 'form'],
  ['{"ObjectId":"1e30","Remark":"a\\u0000b","device":{"DeviceType":3000000000}}', 'form'],
];

/**
 * Each parameter with each critical value beside the parameters a call needs
 * (required ones, and those named in known: ids, account, password …), so it
 * gets past the other fields to the code that uses the one aimed at.
 */
export function criticalCalls(
  route: RouteUnderTest,
  known: Record<string, string>,
): [Record<string, string>, Transport][] {
  const plausibleAll = Object.fromEntries(
    route.params
      .filter((param) => param.required || known[param.name] !== undefined)
      .map((param) => [param.name, plausibleValue(param, known)]),
  );
  return route.params.flatMap((param) =>
    CRITICAL_VALUES.map(([value, how]): [Record<string, string>, Transport] => [
      { ...plausibleAll, [param.name]: value },
      route.method === 'GET' ? 'form' : how,
    ]),
  );
}
