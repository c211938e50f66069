import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { demoCatalogue } from '../catalogue.ts';
import { drmEpub, sampleEpub, scriptedEpub } from '../testing/book-fixtures.ts';
import { xmlProblem } from '../testing/well-formed-xml.ts';
import { catalogueEpub } from './catalogue-editions.ts';

function firstBook() {
  for (const book of demoCatalogue()) return book;
  throw new Error('no demo book');
}

const epubs: [string, () => Uint8Array][] = [
  ['sample EPUB 3', () => sampleEpub(3)],
  ['sample EPUB 2', () => sampleEpub(2)],
  ['scripted EPUB', scriptedEpub],
  ['DRM EPUB', drmEpub],
  ['a demo book', () => catalogueEpub(firstBook())],
];

describe.each(epubs)('%s', (_, make) => {
  it('is an OCF zip: mimetype first and stored, every XML file well-formed', () => {
    const bytes = make();
    expect(Buffer.from(bytes.subarray(30, 58)).toString('latin1')).toBe(
      'mimetypeapplication/epub+zip',
    );
    const files = unzipSync(bytes);
    for (const [name, content] of Object.entries(files)) {
      if (!/\.(xhtml|opf|ncx|xml|svg)$/.test(name)) continue;
      const xml = strFromU8(content).replace(/^<\?xml[^>]*\?>\s*/, '');
      expect(xmlProblem(xml), name).toBeNull();
    }
  });
});

describe('the scripted EPUB (reader sandbox fixture)', () => {
  it('carries a script element, event handlers, a javascript: link and an iframe srcdoc', () => {
    const files = unzipSync(scriptedEpub());
    const text = Object.values(files)
      .map((bytes) => strFromU8(bytes))
      .join('\n');
    expect(text).toContain('<script type="text/javascript">');
    expect(text).toMatch(/onclick="try\{window\.__moyueBookScriptRan=true/);
    expect(text).toContain('href="javascript:');
    expect(text).toContain('srcdoc="&lt;script&gt;');
    expect(strFromU8(files['OEBPS/content.opf']!)).toContain('properties="scripted"');
  });
});
