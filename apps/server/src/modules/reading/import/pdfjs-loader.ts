// Loads pdf.js (legacy build, for Node) on the first PDF, keeping the process's native built-ins.
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';

type PdfJs = typeof PdfJsModule;

/**
 * The built-ins the legacy build's core-js polyfills overwrite on Node 20
 * (forced because Node 20 lacks JSON.rawJSON and parse-with-source): JSON.stringify
 * then calls a JS replacer for every key, JSON.parse re-walks every value, and every
 * array push in the process goes through a JS function. Loaded at start-up they cost
 * every request its serialisation (issue 16: ~5 % of the CPU of /Content/Detail).
 * The functions pdf.js only adds (Promise.withResolvers, Set methods …) stay.
 */
const OVERWRITTEN: ReadonlyArray<readonly [object, PropertyKey]> = [
  [JSON, 'stringify'],
  [JSON, 'parse'],
  [Array.prototype, 'push'],
  [Function.prototype, 'toString'],
];

let loaded: Promise<PdfJs> | null = null;

/**
 * pdf.js and its in-thread ("fake") worker, imported once; the overwritten
 * built-ins are put back as soon as both modules have run.
 */
export function loadPdfJs(): Promise<PdfJs> {
  loaded ??= (async () => {
    const natives = OVERWRITTEN.map(
      ([owner, key]) => [owner, key, Object.getOwnPropertyDescriptor(owner, key)] as const,
    );
    try {
      const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
      // pdf.js looks for globalThis.pdfjsWorker before importing its worker itself, later.
      const worker = (await import(
        // @ts-expect-error -- the worker module ships without type declarations
        'pdfjs-dist/legacy/build/pdf.worker.mjs'
      )) as unknown;
      (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker ??= worker;
      return pdfjs;
    } finally {
      for (const [owner, key, descriptor] of natives)
        if (descriptor) Object.defineProperty(owner, key, descriptor);
    }
  })();
  return loaded;
}
