import { sql } from 'drizzle-orm';
import { CONTENT_NOT_FOUND_MESSAGE, splitMediaSuffix } from '@moyue/contracts/api/catalog';
import { Code } from '@moyue/contracts/codes';
import { AppError } from '../../platform/errors.ts';
import { selectRows, type Executor } from '../../platform/db.ts';

/** The few facts of a content item the engagement rules need. */
export interface ContentRef {
  id: number;
  externalId: string;
  objectType: number;
  title: string;
}

/** Reads content items (the catalogue's contents) by id or ExternalId; never writes. */
export class ContentRefRepository {
  constructor(private readonly db: Executor) {}

  async findById(id: number): Promise<ContentRef | null> {
    const [row] = await selectRows<ContentRef>(
      this.db,
      sql`SELECT id::int AS id, external_id AS "externalId", object_type AS "objectType", title
            FROM contents WHERE id = ${id}`,
    );
    return row ?? null;
  }

  async findByExternalId(externalId: string): Promise<ContentRef | null> {
    const [row] = await selectRows<ContentRef>(
      this.db,
      sql`SELECT id::int AS id, external_id AS "externalId", object_type AS "objectType", title
            FROM contents WHERE external_id = ${externalId}`,
    );
    return row ?? null;
  }

  /** Whether the item has full-text passages (what the AI assistant answers from). */
  async hasPassages(id: number): Promise<boolean> {
    const rows = await selectRows<{ one: number }>(
      this.db,
      sql`SELECT 1 AS one FROM passages WHERE content_id = ${id} LIMIT 1`,
    );
    return rows.length > 0;
  }
}

/** Content items as the engagement services look them up: by id (404 when unknown) or by ExternalId. */
export class ContentRefs {
  constructor(readonly repository: ContentRefRepository) {}

  /** The item, or Code 404 '资源不存在或已下架' (the catalogue's answer for an unknown id). */
  async require(id: number): Promise<ContentRef> {
    const found = await this.repository.findById(id);
    if (!found) throw new AppError(Code.NotFound, CONTENT_NOT_FOUND_MESSAGE);
    return found;
  }

  /** By ExternalId; a -Pdf / -Epub suffix names an edition of the stored id (spec §3). */
  async findByExternalId(asked: string): Promise<ContentRef | null> {
    const { externalId, mediaType } = splitMediaSuffix(asked.trim());
    const bySuffix = mediaType ? await this.repository.findByExternalId(externalId) : null;
    return bySuffix ?? (await this.repository.findByExternalId(asked.trim()));
  }
}
