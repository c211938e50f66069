/** The assistant's pages (spec §2); config/paths.ts names the routes. */
export const chatBookHref = (id: number | string): string =>
  `/wrap/chatbook?${new URLSearchParams({ id: String(id) }).toString()}`;

export const askChapterHref = (id: number | string, tocId?: number): string =>
  `/wrap/details/askChapter?${new URLSearchParams({
    id: String(id),
    ...(tocId ? { tocId: String(tocId) } : {}),
  }).toString()}`;

export const bookAiHref = (keyword: string): string =>
  `/wrap/bookai?${new URLSearchParams({ keyword }).toString()}`;
