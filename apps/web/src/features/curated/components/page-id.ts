/** The positive integer id of a query parameter, or 0. */
export function pageId(value: string | null): number {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : 0;
}
