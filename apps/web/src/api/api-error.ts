/** A call that answered Success:false (or failed on the network: code -1). */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly description: string,
    readonly status?: number,
  ) {
    super(description);
    this.name = 'ApiError';
  }
}
