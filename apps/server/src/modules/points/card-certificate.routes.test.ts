import { createPublicKey, verify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CardCertificateMessages,
  CardCertificatePaths,
  type CardCertificateList,
  type CardVerifyResult,
} from '@moyue/contracts/api/card-certificate';
import {
  apiCaller,
  insertUser,
  refusal,
  sessionFor,
  type ApiCaller,
} from '../../testing/api-helpers.ts';
import { TEST_DATABASES, createTestApp, type TestApp } from '../../testing/test-app.ts';

describe.each(TEST_DATABASES)('rare card certificates (%s)', (kind) => {
  let t: TestApp;
  let api: ApiCaller;
  let holder: { id: number; token: string; phone: string };

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: 'sample' });
    api = await apiCaller(t);
    const user = await insertUser(t, {});
    holder = { id: user.id, token: await sessionFor(t, user.id), phone: user.phone ?? '' };
    await t.database.query(
      `INSERT INTO reading_lists (external_id, title) VALUES ('list-cert-theme', '证书书单')`,
    );
    await t.database.query(
      `INSERT INTO reading_list_contents (reading_list_id, content_id, sort_order)
       SELECT rl.id, c.id, c.id FROM reading_lists rl,
              (SELECT id FROM contents WHERE object_type = 104 ORDER BY id LIMIT 2) c
        WHERE rl.external_id = 'list-cert-theme'`,
    );
    await t.database.query(
      `INSERT INTO reading_activities (external_id, title, card_title, reading_list_id)
       SELECT 'activity-cert', '证书活动', '证书 · 稀有数字书卡', id FROM reading_lists
        WHERE external_id = 'list-cert-theme'`,
    );
    await t.database.query(
      `INSERT INTO user_cards (user_id, activity_id, earned_at)
       SELECT $1, id, '2026-11-20T02:00:00Z' FROM reading_activities WHERE external_id = 'activity-cert'`,
      [holder.id],
    );
  });
  afterAll(() => t.close());

  const mine = (token?: string) =>
    api.callJson<CardCertificateList>(
      'GET',
      CardCertificatePaths.Mine,
      token ? { AccessToken: token } : {},
    );
  const check = (id: string) =>
    api.callJson<CardVerifyResult>('GET', CardCertificatePaths.Verify, { id });

  it('asks for login for my certificates (Code 34)', async () => {
    expect(await mine()).toEqual(refusal(34, '登录已过期，请重新登录'));
  });

  it('signs each card once over canonical JSON of the masked holder, books and time', async () => {
    const first = (await mine(holder.token)).Data;
    expect(first.ItemList).toHaveLength(1);
    const certificate = first.ItemList[0]!;
    expect(certificate.CertificateId).toMatch(/^[0-9a-f]{32}$/);
    expect(certificate.Holder).toBe(`${holder.phone.slice(0, 3)}****${holder.phone.slice(-4)}`);
    expect(certificate.Payload).not.toContain(holder.phone);
    expect(certificate).toMatchObject({
      CardTitle: '证书 · 稀有数字书卡',
      ListTitle: '证书书单',
      EarnedTime: '2026-11-20 10:00:00',
    });
    expect(certificate.Books).toHaveLength(2);
    // Keys sorted, no spaces: the canonical form.
    expect(certificate.Payload.startsWith('{"activityTitle":"证书活动","books":[{"id":')).toBe(
      true,
    );
    // Anyone can check it with the published key alone.
    const key = createPublicKey(first.PublicKey.PublicKeyPem);
    expect(
      verify(
        null,
        Buffer.from(certificate.Payload),
        key,
        Buffer.from(certificate.Signature, 'base64'),
      ),
    ).toBe(true);
    // Shown again, it is the same certificate (signed once).
    expect((await mine(holder.token)).Data.ItemList).toEqual(first.ItemList);
    // Another reader holds none.
    const other = await insertUser(t, {});
    expect((await mine(await sessionFor(t, other.id))).Data.ItemList).toEqual([]);
  });

  it('verifies publicly (no login): 验证通过 with the key', async () => {
    const [certificate] = (await mine(holder.token)).Data.ItemList;
    const result = await check(certificate!.CertificateId);
    expect(result.Data).toMatchObject({
      Valid: true,
      Verdict: CardCertificateMessages.Valid,
      Certificate: { CertificateId: certificate!.CertificateId, Payload: certificate!.Payload },
      PublicKey: { Algorithm: 'Ed25519' },
    });
  });

  it('fails a tampered payload or signature: 验证失败', async () => {
    const [certificate] = (await mine(holder.token)).Data.ItemList;
    const id = certificate!.CertificateId;
    await t.database.query(
      `UPDATE card_certificates SET payload = replace(payload, '证书书单', '别的书单') WHERE id = $1`,
      [id],
    );
    expect((await check(id)).Data).toMatchObject({ Valid: false, Verdict: '验证失败' });
    await t.database.query(`UPDATE card_certificates SET payload = $2 WHERE id = $1`, [
      id,
      certificate!.Payload,
    ]);
    expect((await check(id)).Data.Valid).toBe(true);
    const flipped = Buffer.from(certificate!.Signature, 'base64');
    flipped[0] = flipped[0]! ^ 1;
    await t.database.query(`UPDATE card_certificates SET signature = $2 WHERE id = $1`, [
      id,
      flipped.toString('base64'),
    ]);
    expect((await check(id)).Data).toMatchObject({ Valid: false, Verdict: '验证失败' });
    await t.database.query(`UPDATE card_certificates SET payload = 'not json' WHERE id = $1`, [id]);
    expect((await check(id)).Data.Valid).toBe(false);
  });

  it('answers 证书不存在 for an unknown, malformed or huge id', async () => {
    expect(await check('0'.repeat(32))).toEqual(refusal(404, CardCertificateMessages.Missing));
    expect(await check("1' OR '1'='1")).toEqual(refusal(404, CardCertificateMessages.Missing));
    expect((await check('a'.repeat(500))).Code).toBe(400);
  });
});
