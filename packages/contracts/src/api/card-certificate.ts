import { z } from 'zod';

// The reader's rare digital book cards as verifiable certificates (blockchain
// page, issue 17). Each card carries an Ed25519 signature by the platform key
// over a canonical JSON payload: the holder (masked), the card, the book list
// and the time. Anyone can check it with the published public key; the public
// page /cardVerify?id=… asks the server to check it again.

export const CardCertificatePaths = {
  /** the signed-in reader's certificates */
  Mine: '/v1/api/user-ticket/certificates',
  /** public: re-verifies one certificate and publishes the key */
  Verify: '/v1/api/card-certificate/verify',
} as const;

export const CardCertificateMessages = {
  Missing: '证书不存在',
  Valid: '验证通过',
  Invalid: '验证失败',
} as const;

/** A certificate id: 32 lowercase hex digits (random, not a row number). */
export const CERTIFICATE_ID_PATTERN = /^[0-9a-f]{32}$/;

export const CardVerifyParamsSchema = z.object({ id: z.string().max(100) });

/** The signed payload, as parsed back from its canonical JSON. */
export const CertificatePayloadSchema = z.object({
  v: z.literal(1),
  certificateId: z.string(),
  holder: z.string(),
  cardTitle: z.string(),
  activityTitle: z.string(),
  listTitle: z.string(),
  books: z.array(z.object({ id: z.number().int(), title: z.string() })),
  earnedTime: z.string(),
  issuer: z.string(),
});
export type CertificatePayload = z.infer<typeof CertificatePayloadSchema>;

export const CardCertificateSchema = z.object({
  CertificateId: z.string(),
  CardTitle: z.string(),
  ActivityTitle: z.string(),
  ListTitle: z.string(),
  Holder: z.string(),
  Books: z.array(z.object({ Id: z.number().int(), Title: z.string() })),
  EarnedTime: z.string(),
  /** the exact bytes signed (UTF-8 of this text) */
  Payload: z.string(),
  /** Ed25519 signature, base64 */
  Signature: z.string(),
  KeyId: z.string(),
});
export type CardCertificate = z.infer<typeof CardCertificateSchema>;

export const PublicKeySchema = z.object({
  Algorithm: z.literal('Ed25519'),
  KeyId: z.string(),
  /** SubjectPublicKeyInfo, PEM */
  PublicKeyPem: z.string(),
});
export type PublicKey = z.infer<typeof PublicKeySchema>;

export const CardCertificateListSchema = z.object({
  ItemList: z.array(CardCertificateSchema),
  PublicKey: PublicKeySchema,
});
export type CardCertificateList = z.infer<typeof CardCertificateListSchema>;

export const CardVerifyResultSchema = z.object({
  Valid: z.boolean(),
  /** 验证通过 or 验证失败 */
  Verdict: z.string(),
  Certificate: CardCertificateSchema,
  PublicKey: PublicKeySchema,
});
export type CardVerifyResult = z.infer<typeof CardVerifyResultSchema>;

/**
 * Canonical JSON (keys sorted at every level, no spaces, UTF-8): the same
 * value always gives the same text, so a signature over it can be checked by
 * anyone who rebuilds it.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
