import { randomBytes } from 'node:crypto';
import {
  CERTIFICATE_ID_PATTERN,
  CardCertificateMessages,
  CertificatePayloadSchema,
  canonicalJson,
  type CardCertificate,
  type CardCertificateList,
  type CardVerifyResult,
  type CertificatePayload,
} from '@moyue/contracts/api/card-certificate';
import { maskAccount } from '@moyue/contracts/masking';
import { notFound } from '../../platform/errors.ts';
import type {
  CardCertificateRepository,
  CardFactsRow,
  CertificateRow,
} from './card-certificate.repository.ts';
import type { CardSigner } from './card-signing.ts';

/** Who signs, as the payload names it. */
export const CERTIFICATE_ISSUER = '墨阅数字阅读平台';

function parsePayload(text: string): CertificatePayload | null {
  try {
    const parsed = CertificatePayloadSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function presentCertificate(row: CertificateRow): CardCertificate {
  const payload = parsePayload(row.payload);
  return {
    CertificateId: row.id,
    CardTitle: payload?.cardTitle ?? '',
    ActivityTitle: payload?.activityTitle ?? '',
    ListTitle: payload?.listTitle ?? '',
    Holder: payload?.holder ?? '',
    Books: (payload?.books ?? []).map((book) => ({ Id: book.id, Title: book.title })),
    EarnedTime: payload?.earnedTime ?? '',
    Payload: row.payload,
    Signature: row.signature,
    KeyId: row.keyId,
  };
}

/**
 * The rare cards as verifiable certificates (blockchain page): each card is
 * signed once, when first shown, over canonical JSON of its holder (masked),
 * card, book list and time; the public check recomputes nothing it could be
 * fooled by — it verifies the stored bytes against the platform key.
 */
export class CardCertificateService {
  constructor(
    private readonly repository: CardCertificateRepository,
    private readonly signer: CardSigner,
  ) {}

  private async issue(card: CardFactsRow): Promise<void> {
    const id = randomBytes(16).toString('hex');
    const books = await this.repository.booksOf(card.readingListId);
    const payload = canonicalJson({
      v: 1,
      certificateId: id,
      holder: maskAccount(card.account),
      cardTitle: card.cardTitle,
      activityTitle: card.activityTitle,
      listTitle: card.listTitle,
      books,
      earnedTime: card.earnedTime,
      issuer: CERTIFICATE_ISSUER,
    } satisfies CertificatePayload);
    await this.repository.insert({
      id,
      cardId: card.cardId,
      payload,
      signature: this.signer.sign(payload),
      keyId: this.signer.keyId,
    });
  }

  /** The reader's certificates (issuing the missing ones) and the public key. */
  async mine(userId: number): Promise<CardCertificateList> {
    const cards = await this.repository.cardsOf(userId);
    const ids = cards.map((card) => card.cardId);
    const held = new Set((await this.repository.ofCards(ids)).map((row) => row.cardId));
    for (const card of cards) if (!held.has(card.cardId)) await this.issue(card);
    const byCard = new Map((await this.repository.ofCards(ids)).map((row) => [row.cardId, row]));
    return {
      ItemList: cards.flatMap((card) => {
        const row = byCard.get(card.cardId);
        return row ? [presentCertificate(row)] : [];
      }),
      PublicKey: this.signer.published,
    };
  }

  /**
   * The public check: the stored payload must carry this key's signature,
   * name this certificate and be well formed; any changed byte fails.
   */
  async verify(id: string): Promise<CardVerifyResult> {
    const row = CERTIFICATE_ID_PATTERN.test(id) ? await this.repository.find(id) : null;
    if (!row) throw notFound(CardCertificateMessages.Missing);
    const payload = parsePayload(row.payload);
    const valid =
      payload !== null &&
      payload.certificateId === row.id &&
      canonicalJson(payload) === row.payload &&
      row.keyId === this.signer.keyId &&
      this.signer.verify(row.payload, row.signature);
    return {
      Valid: valid,
      Verdict: valid ? CardCertificateMessages.Valid : CardCertificateMessages.Invalid,
      Certificate: presentCertificate(row),
      PublicKey: this.signer.published,
    };
  }
}
