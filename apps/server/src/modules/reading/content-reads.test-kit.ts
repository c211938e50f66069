import { demoCatalogue } from '@moyue/corpus';
import type { CatalogueBook } from '@moyue/corpus/types';
import { AdminPaths } from '@moyue/contracts/api/editorial-admin';
import { apiCaller, insertUser, sessionFor } from '../../testing/api-helpers.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { AdminRepository } from '../editorial/admin.repository.ts';
import { createOrganizationService } from '../organizations/index.ts';

// What the tests of the cached item reads share (issue 16): items of the
// sample catalogue, and an institution the editor console makes and moves.

/** The first book of the sample catalogue (no editions unless a test stores them) and its id. */
export async function firstSampleBook(t: TestApp): Promise<{ book: CatalogueBook; id: number }> {
  const [book] = demoCatalogue();
  if (!book) throw new Error('the demo catalogue is empty');
  const [row] = await t.database.query<{ id: string }>('SELECT id FROM contents WHERE slug = $1', [
    book.slug,
  ]);
  return { book, id: Number(row?.id) };
}

/** The first item a reader must hold rights for (not free). */
export async function firstPaidItem(t: TestApp): Promise<number> {
  const [row] = await t.database.query<{ id: string }>(
    'SELECT id FROM contents WHERE NOT is_free ORDER BY id LIMIT 1',
  );
  return Number(row?.id);
}

/**
 * An institution saved in the editor console with one network, holding one
 * item; moveTo saves it again with another network, as an editor would.
 */
export async function consoleInstitution(
  t: TestApp,
  input: { externalId: string; ipRange: string; holds: number },
): Promise<{ moveTo(ipRange: string): Promise<void> }> {
  const editor = await insertUser(t, { realName: `编辑 ${input.externalId}` });
  await new AdminRepository(t.database.db).grantRole(editor.id, 'editor');
  const token = await sessionFor(t, editor.id);
  const console = await apiCaller(t);
  const save = async (fields: Record<string, string>) => {
    const answer = await console.callJson<{ Id: number }>('POST', AdminPaths.save('organization'), {
      externalId: input.externalId,
      title: `测试图书馆 ${input.externalId}`,
      type: '1',
      ...fields,
      AccessToken: token,
    });
    if (!answer.Success) throw new Error(`organisation not saved: ${answer.Description}`);
    return answer.Data.Id;
  };
  const id = await save({ ipRanges: input.ipRange });
  // Held as an import's --org does it, through the organisations' service (its cached holdings).
  const granted = await createOrganizationService(t.database, t.app.moyue.readCache).grantHoldings(
    input.externalId,
    [input.holds],
  );
  if (!granted) throw new Error(`organisation ${input.externalId} not found`);
  return {
    async moveTo(ipRange) {
      await save({ id: String(id), ipRanges: ipRange });
    },
  };
}
