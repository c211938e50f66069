import { sql } from 'drizzle-orm';
import { selectRows, type Executor } from '../../platform/db.ts';

/** A card and the facts its certificate states. */
export interface CardFactsRow {
  cardId: number;
  userId: number;
  account: string;
  cardTitle: string;
  activityTitle: string;
  listTitle: string;
  readingListId: number;
  earnedTime: string;
}

export interface CertificateRow {
  id: string;
  cardId: number;
  userId: number;
  payload: string;
  signature: string;
  keyId: string;
}

const FACTS = sql`SELECT c.id::int AS "cardId", c.user_id::int AS "userId",
    coalesce(nullif(u.mobile_number, ''), u.email, '') AS account,
    a.card_title AS "cardTitle", a.title AS "activityTitle", coalesce(l.title, '') AS "listTitle",
    a.reading_list_id::int AS "readingListId",
    to_char((c.earned_at AT TIME ZONE 'UTC') + interval '8 hours', 'YYYY-MM-DD HH24:MI:SS') AS "earnedTime"
  FROM user_cards c
  JOIN users u ON u.id = c.user_id
  JOIN reading_activities a ON a.id = c.activity_id
  LEFT JOIN reading_lists l ON l.id = a.reading_list_id`;

/** SQL of card_certificates (0028) and the card facts they sign. */
export class CardCertificateRepository {
  constructor(private readonly db: Executor) {}

  /** The user's cards, newest first, with what a certificate states. */
  cardsOf(userId: number): Promise<CardFactsRow[]> {
    return selectRows<CardFactsRow>(
      this.db,
      sql`${FACTS} WHERE c.user_id = ${userId} ORDER BY c.earned_at DESC, c.id DESC`,
    );
  }

  /** The books of a reading list, in order. */
  booksOf(readingListId: number): Promise<{ id: number; title: string }[]> {
    return selectRows(
      this.db,
      sql`SELECT ct.id::int AS id, ct.title FROM reading_list_contents rc
            JOIN contents ct ON ct.id = rc.content_id
           WHERE rc.reading_list_id = ${readingListId} ORDER BY rc.sort_order, ct.id`,
    );
  }

  /** The certificates of these cards. */
  async ofCards(cardIds: number[]): Promise<CertificateRow[]> {
    if (cardIds.length === 0) return [];
    return selectRows<CertificateRow>(
      this.db,
      sql`SELECT cc.id, cc.card_id::int AS "cardId", c.user_id::int AS "userId", cc.payload,
                 cc.signature, cc.key_id AS "keyId"
            FROM card_certificates cc JOIN user_cards c ON c.id = cc.card_id
           WHERE cc.card_id = ANY(${`{${cardIds.join(',')}}`}::bigint[])`,
    );
  }

  /** Stores a card's certificate unless it has one (two requests at once keep the first). */
  async insert(row: {
    id: string;
    cardId: number;
    payload: string;
    signature: string;
    keyId: string;
  }): Promise<void> {
    await this.db.execute(
      sql`INSERT INTO card_certificates (id, card_id, payload, signature, key_id)
          VALUES (${row.id}, ${row.cardId}, ${row.payload}, ${row.signature}, ${row.keyId})
          ON CONFLICT (card_id) DO NOTHING`,
    );
  }

  /** One certificate by its id, or null. */
  async find(id: string): Promise<CertificateRow | null> {
    const [row] = await selectRows<CertificateRow>(
      this.db,
      sql`SELECT cc.id, cc.card_id::int AS "cardId", c.user_id::int AS "userId", cc.payload,
                 cc.signature, cc.key_id AS "keyId"
            FROM card_certificates cc JOIN user_cards c ON c.id = cc.card_id WHERE cc.id = ${id}`,
    );
    return row ?? null;
  }

  /** The facts of one card now, or null when it is gone. */
  async facts(cardId: number): Promise<CardFactsRow | null> {
    const [row] = await selectRows<CardFactsRow>(this.db, sql`${FACTS} WHERE c.id = ${cardId}`);
    return row ?? null;
  }
}
