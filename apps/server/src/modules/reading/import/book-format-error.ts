/** A book file that cannot be imported or cut: corrupt, encrypted, empty or of an unsupported kind. */
export class BookFormatError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'BookFormatError';
  }
}
