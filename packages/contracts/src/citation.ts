/** spec §9: '[1] author. title[M]. publisher, year.' */
export function formatCitation(book: {
  author: string;
  title: string;
  publisher: string;
  issueDate?: string | null;
}): string {
  const year = /^(\d{4})/.exec(book.issueDate ?? '')?.[1];
  const author = book.author.trim() || '佚名';
  const tail = year ? `${book.publisher}, ${year}.` : `${book.publisher}.`;
  return `[1] ${author}. ${book.title}[M]. ${tail}`;
}
