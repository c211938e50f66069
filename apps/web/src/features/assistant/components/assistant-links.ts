import { paths } from '../../../config/paths';

/** The assistant's pages (spec §2); config/routes.ts declares the routes. */
export const chatBookHref = (id: number | string): string =>
  `${paths.chatBook}?${new URLSearchParams({ id: String(id) }).toString()}`;

export const askChapterHref = (id: number | string, tocId?: number): string =>
  `${paths.askChapter}?${new URLSearchParams({
    id: String(id),
    ...(tocId ? { tocId: String(tocId) } : {}),
  }).toString()}`;

export const bookAiHref = (keyword: string): string =>
  `${paths.bookAi}?${new URLSearchParams({ keyword }).toString()}`;
