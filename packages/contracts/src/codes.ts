/** Business codes of the envelope (spec §8, ARCHITECTURE 'wire contract'). */
export const Code = {
  Ok: 0,
  /** spec §8: ignored by the client */
  Ignored: 11,
  /** spec §8: Description shown as an error toast */
  Toast: 21,
  /** spec §8: SMS refused, Description shown */
  SmsRefused: 22,
  /** spec §8: token invalid or expired */
  TokenInvalid: 34,
  /** spec §8: recommendation needs an institution */
  NeedsInstitution: 36,
  /** spec §8: AI dialogue limit reached */
  AiLimit: 37,
  /** spec §8: SMS sent, start the countdown */
  SmsSent: 200,
  /** spec §8: the account must bind a mobile number */
  BindMobile: 201,
  /** login refused: wrong account, password or code (the login page shows Description, spec §8) */
  LoginFailed: 30,
  /** request rejected before the business rules: bad or missing signature, stale timestamp, replayed nonce */
  BadSignature: 40,
  /** parameters failed validation */
  BadRequest: 400,
  /** the call names something of another user's */
  Forbidden: 403,
  NotFound: 404,
  TooManyRequests: 429,
  Internal: 500,
  /** a service the call needs (database, Redis) is out of reach for now; retry later */
  ServiceUnavailable: 503,
} as const;
export type Code = (typeof Code)[keyof typeof Code];
