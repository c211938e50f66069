import type { BookDraft } from './book.ts';
import type { CatalogueBook } from './types.ts';
import type { CollectionId } from './collections/poets.ts';
import { CatalogueContext, finishBook } from './book.ts';
import { anthologyBooks, extraFullBooks } from './collections/anthologies.ts';
import { classicBooks } from './collections/classics.ts';
import { mengxueBooks } from './collections/mengxue.ts';
import {
  collectionStats,
  collectionVolumes,
  prolificAuthors,
  yudingVolumes,
} from './collections/poets.ts';

/** How many prolific authors per collection the demo includes, and how many volumes of each. */
export const DEMO_SELECTION: Readonly<
  Record<CollectionId, { authors: number; maxVolumes: number }>
> = {
  tang: { authors: 25, maxVolumes: 3 },
  song: { authors: 25, maxVolumes: 2 },
  ci: { authors: 25, maxVolumes: 2 },
  qu: { authors: 10, maxVolumes: 2 },
};

const COLLECTION_ORDER: readonly CollectionId[] = ['tang', 'song', 'ci', 'qu'];

function* finished(
  drafts: Iterable<BookDraft>,
  context: CatalogueContext,
): Generator<CatalogueBook> {
  for (const draft of drafts) {
    const book = finishBook(draft.meta, draft.builder, context);
    if (book) yield book;
  }
}

function* namedBooks(): Generator<BookDraft> {
  yield* classicBooks();
  yield* mengxueBooks();
  yield* anthologyBooks();
}

/** The demo catalogue: the classics, every primer and anthology, and the first volumes of the most prolific poets. */
export function* demoCatalogue(): Generator<CatalogueBook> {
  const context = new CatalogueContext();
  yield* finished(namedBooks(), context);
  for (const id of COLLECTION_ORDER) {
    const stats = collectionStats(id);
    const { authors, maxVolumes } = DEMO_SELECTION[id];
    yield* finished(
      collectionVolumes(id, stats, {
        authors: new Set(prolificAuthors(stats, authors)),
        maxVolumes,
      }),
      context,
    );
  }
}

/** The whole corpus (~390k works) as books: the demo's named books, every poet's volumes, 御定全唐诗 by 卷. */
export function* fullCatalogue(): Generator<CatalogueBook> {
  const context = new CatalogueContext();
  yield* finished(namedBooks(), context);
  for (const id of COLLECTION_ORDER)
    yield* finished(collectionVolumes(id, collectionStats(id)), context);
  yield* finished(yudingVolumes(), context);
  yield* finished(extraFullBooks(), context);
}
