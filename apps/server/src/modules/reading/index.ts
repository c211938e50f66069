// The public entry of the reading module: other modules import only this file (docs/architecture.md,
// "Boundaries"; the lint refuses a reach past it).
export { createReadingModule, type ReadingModule } from './reading.module.ts';
// Orders written inside another area's transaction (issue 20: a bundle grants one per item).
export { OrderRepository } from './order.repository.ts';
export { loadBookMasterKey } from './book-file.store.ts';
// The demo seed and importers place an audio book's files in the e-book they read (issue 18).
export { placeAudioInText } from './companion-link.ts';
// Writers outside the module (the demo seed's editions) drop an item's cached reads once committed.
export { invalidateContentReads } from './content-reads.ts';
