export type {
  CatalogueBanner,
  CatalogueBook,
  CatalogueCategory,
  CataloguePassage,
  CatalogueTocNode,
} from './types.ts';
export { clcCategories } from './clc.ts';
export { demoCatalogue, fullCatalogue } from './catalogue.ts';
export { demoBanners, demoHotWords } from './home.ts';
export { isValidIsbn13 } from './isbn.ts';
