// Prints counts and timing of the demo catalogue, or of the full one with --full:
//   npx tsx packages/corpus/src/print-stats.ts [--full]
import { demoCatalogue, fullCatalogue } from './catalogue.ts';
import { clcCategories } from './clc.ts';

const full = process.argv.includes('--full');
const started = performance.now();
let books = 0;
let passages = 0;
let tocNodes = 0;
let characters = 0;
let hanCharacters = 0;
let largest = { slug: '', passages: 0 };
const byClc = new Map<string, number>();
const byPublisher = new Map<string, number>();
for (const book of full ? fullCatalogue() : demoCatalogue()) {
  books += 1;
  passages += book.passages.length;
  tocNodes += book.toc.length;
  hanCharacters += book.wordCount;
  for (const passage of book.passages) characters += passage.text.length;
  if (book.passages.length > largest.passages)
    largest = { slug: book.slug, passages: book.passages.length };
  byClc.set(book.clcCode, (byClc.get(book.clcCode) ?? 0) + 1);
  byPublisher.set(book.publisher, (byPublisher.get(book.publisher) ?? 0) + 1);
}
const seconds = (performance.now() - started) / 1000;
console.log(`${full ? 'full' : 'demo'} catalogue`);
console.log(`  books           ${books}`);
console.log(`  passages        ${passages}`);
console.log(`  toc nodes       ${tocNodes}`);
console.log(`  characters      ${characters} (UTF-16 units), Han ${hanCharacters}`);
console.log(`  largest book    ${largest.slug} (${largest.passages} passages)`);
console.log(`  clc codes       ${[...byClc].map(([code, count]) => `${code}:${count}`).join(' ')}`);
console.log(
  `  publishers      ${[...byPublisher].map(([name, count]) => `${name}:${count}`).join(' ')}`,
);
console.log(`  categories      ${clcCategories().length}`);
console.log(
  `  time            ${seconds.toFixed(1)} s, heap ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB`,
);
