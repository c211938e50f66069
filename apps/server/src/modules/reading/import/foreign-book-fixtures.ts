// Books not made by the project's own writers (packages/corpus epub-writer / pdfkit),
// so that the import tests prove the parsers are not tuned to them: an EPUB 3
// written by hand the way other tools lay one out, and a PDF made with pdf-lib.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { strToU8, zipSync, type Zippable } from 'fflate';
import * as fontkit from 'fontkit';
import { PDFDocument } from 'pdf-lib';
import { TINY_PNG } from '@moyue/corpus/testing/book-fixtures';

/** Phrases found in exactly one chapter or page of these books (the tests search for them). */
export const FOREIGN_MARKERS = {
  /** EPUB, 辋川闲居 (text/part1/ch01.xhtml) */
  epubFirst: '寒山转苍翠',
  /** EPUB, 终南别业, reached by a fragment of the second document */
  epubSecond: '行到水穷处',
  /** PDF page 2 */
  pdfPage2: '倚杖柴门外临风听暮蝉',
  /** PDF page 3 */
  pdfPage3: '渡头余落日墟里上孤烟',
} as const;

const xhtml = (title: string, body: string) => `<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xmlns:m="http://www.w3.org/1998/Math/MathML" xml:lang="zh-Hans" lang="zh-Hans">
<head>
  <meta charset="utf-8"/>
  <title>${title}</title>
  <link rel="stylesheet" type="text/css" href="../../styles/wangwei.css"/>
</head>
<body epub:type="bodymatter">
${body}
</body>
</html>`;

/**
 * A minimal but realistic EPUB 3 in another layout than ours: the package in
 * OPS/, the nav document in a subfolder (OPS/nav/), an NCX beside it, chapters
 * two folders deep with namespaced XHTML (epub:type, MathML prefix), a
 * stylesheet, a cover image and an inline figure, dc: metadata with an ISBN
 * identifier and zh-Hans, and a TOC entry that opens a fragment.
 */
export function foreignEpub(): Uint8Array {
  const files: Zippable = {
    mimetype: [strToU8('application/epub+zip'), { level: 0 }],
    'META-INF/container.xml': strToU8(`<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles>
    <rootfile full-path="OPS/wangwei.opf" media-type="application/oebps-package+xml"/>
  </rootfiles>
</container>`),
    'OPS/wangwei.opf': strToU8(`<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="pub-id" xml:lang="zh-Hans" prefix="rendition: http://www.idpf.org/vocab/rendition/#">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:opf="http://www.idpf.org/2007/opf">
    <dc:identifier id="pub-id">urn:isbn:978-7-5325-4960-3</dc:identifier>
    <dc:title id="t1">王维山水诗钞</dc:title>
    <meta refines="#t1" property="title-type">main</meta>
    <dc:creator id="c1">王维</dc:creator>
    <meta refines="#c1" property="role" scheme="marc:relators">aut</meta>
    <dc:publisher>辋川书社</dc:publisher>
    <dc:date>2018-09</dc:date>
    <dc:language>zh-Hans</dc:language>
    <dc:description>&lt;p&gt;王维&lt;b&gt;山水&lt;/b&gt;诗选，手写的测试电子书。&lt;/p&gt;</dc:description>
    <dc:subject>唐诗</dc:subject>
    <dc:subject>山水田园</dc:subject>
    <meta property="dcterms:modified">2024-01-02T03:04:05Z</meta>
    <meta name="cover" content="img-cover"/>
  </metadata>
  <manifest>
    <item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/>
    <item id="nav" href="nav/contents.xhtml" media-type="application/xhtml+xml" properties="nav"/>
    <item id="css" href="styles/wangwei.css" media-type="text/css"/>
    <item id="img-cover" href="images/cover.png" media-type="image/png" properties="cover-image"/>
    <item id="img-fig" href="images/wangchuan.png" media-type="image/png"/>
    <item id="cover-page" href="text/cover.xhtml" media-type="application/xhtml+xml"/>
    <item id="ch01" href="text/part1/ch01.xhtml" media-type="application/xhtml+xml"/>
    <item id="ch02" href="text/part1/ch02.xhtml" media-type="application/xhtml+xml" properties="mathml"/>
  </manifest>
  <spine toc="ncx" page-progression-direction="ltr">
    <itemref idref="cover-page" linear="no"/>
    <itemref idref="ch01"/>
    <itemref idref="ch02"/>
  </spine>
</package>`),
    'OPS/toc.ncx': strToU8(`<?xml version="1.0" encoding="UTF-8"?>
<ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1">
  <head><meta name="dtb:uid" content="urn:isbn:978-7-5325-4960-3"/></head>
  <docTitle><text>王维山水诗钞</text></docTitle>
  <navMap>
    <navPoint id="n1" playOrder="1"><navLabel><text>NCX 辋川闲居</text></navLabel><content src="text/part1/ch01.xhtml"/></navPoint>
    <navPoint id="n2" playOrder="2"><navLabel><text>NCX 终南别业</text></navLabel><content src="text/part1/ch02.xhtml#zhongnan"/></navPoint>
  </navMap>
</ncx>`),
    'OPS/nav/contents.xhtml': strToU8(`<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="zh-Hans">
<head><title>目录</title></head>
<body>
  <nav epub:type="landmarks" hidden="hidden"><ol><li><a epub:type="bodymatter" href="../text/part1/ch01.xhtml">正文</a></li></ol></nav>
  <nav epub:type="toc" id="toc">
    <h1>目录</h1>
    <ol>
      <li><span>卷上\u3000山居</span>
        <ol>
          <li><a href="../text/part1/ch01.xhtml">辋川闲居</a></li>
          <li><a href="../text/part1/ch02.xhtml#zhongnan">终南<em>别业</em></a></li>
        </ol>
      </li>
    </ol>
  </nav>
</body>
</html>`),
    'OPS/styles/wangwei.css': strToU8('body { font-family: serif; } .poem { text-indent: 2em; }'),
    'OPS/images/cover.png': TINY_PNG,
    'OPS/images/wangchuan.png': TINY_PNG,
    'OPS/text/cover.xhtml': strToU8(
      xhtml(
        '封面',
        '<section epub:type="cover"><img src="../images/cover.png" alt="封面"/></section>',
      ),
    ),
    'OPS/text/part1/ch01.xhtml': strToU8(
      xhtml(
        '辋川闲居',
        `<section epub:type="chapter" id="wangchuan">
  <h2>辋川闲居赠裴秀才迪</h2>
  <figure><img src="../../images/wangchuan.png" alt="辋川图"/><figcaption>辋川图</figcaption></figure>
  <p class="poem">${FOREIGN_MARKERS.epubFirst}，秋水日<span class="rare">潺湲</span>。</p>
  <p class="poem">倚杖柴门外，临风听暮蝉。</p>
</section>`,
      ),
    ),
    'OPS/text/part1/ch02.xhtml': strToU8(
      xhtml(
        '终南别业',
        `<section epub:type="chapter" id="preface"><p>题记：<m:math><m:mi>x</m:mi></m:math> 中岁颇好道。</p></section>
<section epub:type="chapter" id="zhongnan">
  <h2>终南别业</h2>
  <p class="poem">兴来每独往，胜事空自知。</p>
  <p class="poem">${FOREIGN_MARKERS.epubSecond}，坐看云起时。</p>
</section>`,
      ),
    ),
  };
  return zipSync(files, { level: 6 });
}

function notoSansHans(): Buffer {
  const entry = createRequire(import.meta.url).resolve('@embedpdf/fonts-sc');
  return fs.readFileSync(path.join(path.dirname(entry), '..', 'fonts', 'NotoSansHans-Regular.otf'));
}

/**
 * A three-page PDF made with pdf-lib (not pdfkit): a CJK font embedded as a
 * font through fontkit, Info metadata (title, author, subject, keywords,
 * language), no outline — the importer falls back to one node per page.
 */
export async function foreignPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit as unknown as Parameters<PDFDocument['registerFontkit']>[0]);
  // The whole font: pdf-lib's subsetter needs @pdf-lib/fontkit, not the fontkit 2 installed.
  const font = await pdf.embedFont(notoSansHans(), { subset: false });
  pdf.setTitle('辋川集选');
  pdf.setAuthor('王维');
  pdf.setSubject('王维辋川诗选的测试 PDF');
  pdf.setKeywords(['唐诗', '王维']);
  pdf.setLanguage('zh-CN');
  pdf.setCreationDate(new Date(Date.UTC(2017, 4, 6)));
  pdf.setProducer('pdf-lib');
  const pages = [
    ['辋川集选', '王维 著'],
    ['辋川闲居赠裴秀才迪', FOREIGN_MARKERS.pdfPage2],
    ['渡头', FOREIGN_MARKERS.pdfPage3],
  ];
  for (const lines of pages) {
    const page = pdf.addPage([420, 595]);
    lines.forEach((line, i) =>
      page.drawText(line, { x: 48, y: 520 - i * 32, size: i === 0 ? 20 : 14, font }),
    );
  }
  return pdf.save();
}
