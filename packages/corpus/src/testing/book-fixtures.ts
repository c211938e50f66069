// Real EPUB and PDF files made in tests (import, trial editions, the readers' e2e tests).
import { strToU8 } from 'fflate';
import { buildEpub, type EpubChapter } from '../editions/epub-writer.ts';
import { buildPdf } from '../editions/pdf-writer.ts';

/** A 1×1 PNG (cover and image fixtures). */
export const TINY_PNG = Uint8Array.from(
  Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5c0f0a10000000049454e44ae426082',
    'hex',
  ),
);

/** Words found in exactly one fixture chapter, so that a test can search for them. */
export const FIXTURE_MARKERS = {
  epub3: ['沧浪之水清兮', '鹏之徙于南冥', '北冥有鱼其名为鲲'],
  epub2: ['青青子衿悠悠我心', '蒹葭苍苍白露为霜', '关关雎鸠在河之洲'],
  pdf: ['春江潮水连海平', '海上明月共潮生', '滟滟随波千万里'],
} as const;

function chapters(markers: readonly string[]): EpubChapter[] {
  return [
    {
      id: 'p1',
      title: '第一卷',
      parentId: null,
      paragraphs: [`卷首语。${markers[0]}，可以濯吾缨。`],
    },
    {
      id: 'c1',
      title: '第一章 逍遥',
      parentId: 'p1',
      paragraphs: [`${markers[1]}也，水击三千里。`, '抟扶摇而上者九万里。'],
    },
    {
      id: 'c2',
      title: '第二章 齐物',
      parentId: 'p1',
      paragraphs: ['天地与我并生，而万物与我为一。'],
    },
    {
      id: 'p2',
      title: '第二卷',
      parentId: null,
      paragraphs: [`${markers[2]}。鲲之大，不知其几千里也。`],
    },
  ];
}

/** A small Chinese EPUB 2 or 3 with nested TOC, metadata, cover and the markers of FIXTURE_MARKERS. */
export function sampleEpub(version: 2 | 3): Uint8Array {
  const markers = version === 3 ? FIXTURE_MARKERS.epub3 : FIXTURE_MARKERS.epub2;
  return buildEpub({
    version,
    identifier: `urn:uuid:moyue-fixture-epub${version}`,
    title: version === 3 ? '庄子选读' : '诗经选读',
    author: version === 3 ? '庄周' : '佚名',
    publisher: '墨阅测试出版社',
    date: version === 3 ? '2021-05-04' : '2019',
    isbn: version === 3 ? '9787101003048' : '9787020002207',
    language: 'zh-CN',
    description: `<p>测试用的${version === 3 ? '庄子' : '诗经'}选本。</p>`,
    cover: { mediaType: 'image/png', bytes: TINY_PNG },
    chapters: chapters(markers),
  });
}

/** A 6-page Chinese PDF with a nested outline; page n holds the text of page n. */
export async function samplePdf(
  options: { userPassword?: string; ownerPassword?: string; pages?: number } = {},
): Promise<Uint8Array> {
  const count = options.pages ?? 6;
  const markers = FIXTURE_MARKERS.pdf;
  const pages = Array.from({ length: count }, (_, i) => ({
    blocks: [
      ...(i === 0 ? [{ heading: true, text: '春江花月夜' }] : []),
      { heading: false, text: i < markers.length ? `${markers[i]}。` : `第${i + 1}页的正文。` },
      { heading: false, text: '江流宛转绕芳甸，月照花林皆似霰。' },
    ],
  }));
  return buildPdf({
    title: '春江花月夜',
    author: '张若虚',
    subject: '唐诗一首，测试用 PDF。',
    keywords: '唐诗，月',
    pages,
    outline: [
      {
        title: '上篇',
        page: 1,
        children: [
          { title: '江月', page: 2, children: [] },
          { title: '花林', page: 3, children: [] },
        ],
      },
      { title: '下篇', page: Math.min(4, count), children: [] },
    ],
    ...(options.userPassword ? { userPassword: options.userPassword } : {}),
    ...(options.ownerPassword ? { ownerPassword: options.ownerPassword } : {}),
  });
}

/** An EPUB whose content is encrypted (DRM-style META-INF/encryption.xml). */
export function drmEpub(): Uint8Array {
  return buildEpub({
    version: 3,
    identifier: 'urn:uuid:moyue-fixture-drm',
    title: '加密的书',
    chapters: [{ id: 'c1', title: '一', parentId: null, paragraphs: ['看不见的正文'] }],
    extraFiles: {
      'META-INF/encryption.xml': strToU8(`<?xml version="1.0"?>
<encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container" xmlns:enc="http://www.w3.org/2001/04/xmlenc#">
<enc:EncryptedData><enc:EncryptionMethod Algorithm="http://www.w3.org/2001/04/xmlenc#aes128-cbc"/>
<enc:CipherData><enc:CipherReference URI="OEBPS/text/c0001.xhtml"/></enc:CipherData></enc:EncryptedData>
</encryption>`),
    },
  });
}

/**
 * An EPUB 3 whose chapters try to run script: a <script> element, on* event
 * handlers, an <iframe srcdoc> with script, a javascript: link and an SVG
 * onload. Each sets window.__moyueBookScriptRan (and tries parent/top) so a
 * reader test can prove that none of it ran in the app's origin.
 */
export function scriptedEpub(): Uint8Array {
  const mark = `try{window.__moyueBookScriptRan=true;parent.__moyueBookScriptRan=true;top.__moyueBookScriptRan=true;document.title='SCRIPT RAN'}catch(e){}`;
  return buildEpub({
    version: 3,
    identifier: 'urn:uuid:moyue-fixture-scripted',
    title: '带脚本的书',
    author: '测试',
    language: 'zh-CN',
    chapters: [
      {
        id: 'c1',
        title: '第一章 脚本',
        parentId: null,
        headXhtml: `<script type="text/javascript">${mark}</script>`,
        bodyXhtml: `<h2>第一章 脚本</h2>
<p id="script-chapter">本章含有脚本元素。</p>
<p onclick="${mark}" onmouseover="${mark}">本段带有事件处理器。</p>
<img src="../images/pixel.png" alt="图" onload="${mark}" onerror="${mark}"/>
<p><a href="javascript:${mark}">javascript 链接</a></p>`,
      },
      {
        id: 'c2',
        title: '第二章 内嵌框架',
        parentId: null,
        bodyXhtml: `<h2>第二章 内嵌框架</h2>
<p id="iframe-chapter">下面是一个 srcdoc 内嵌框架。</p>
<iframe title="srcdoc" srcdoc="&lt;script&gt;${mark.replace(/'/g, '&apos;')}&lt;/script&gt;&lt;p&gt;内嵌&lt;/p&gt;"></iframe>
<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="${mark}"><rect width="10" height="10"/></svg>`,
      },
      {
        id: 'c3',
        title: '第三章 正文',
        parentId: null,
        paragraphs: ['这一章只有正文：明月几时有，把酒问青天。'],
      },
    ],
    resources: [{ href: 'images/pixel.png', mediaType: 'image/png', bytes: TINY_PNG }],
  });
}
