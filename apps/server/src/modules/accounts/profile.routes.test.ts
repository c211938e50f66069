import { describe, expect, it } from 'vitest';
import { insertUser, refusal, sessionFor } from '../../testing/api-helpers.ts';
import { type LoginData, useAccountTestApp } from './account-test-kit.ts';
import { TEST_DATABASES } from '../../testing/test-app.ts';

describe.each(TEST_DATABASES)('profile API (user/update) (%s)', (kind) => {
  const { app, call, login, detail, body, newUser } = useAccountTestApp(kind);

  describe('user/update', () => {
    const update = (token: string | undefined, params: Record<string, string>) =>
      call('POST', '/v1/api/user/update', params, { cookie: token });
    async function signedIn(): Promise<string> {
      const phone = await newUser({ password: 'Prof2026' });
      return body<LoginData>(await login({ account: phone, password: 'Prof2026' })).Data
        .AccessToken;
    }

    it('saves the profile fields of spec §7 and answers the user info', async () => {
      const token = await signedIn();
      const answer = body(
        await update(token, {
          socialStatus: '1',
          DepartmentName: ' 文学院 ',
          schoolYear: '2024-09',
          education: '本科',
          socialStatusNumber: '20240901',
        }),
      );
      expect(answer).toMatchObject({
        Success: true,
        Description: '保存成功',
        Data: {
          SocialStatus: 1,
          DepartmentName: '文学院',
          SchoolYear: '2024-09',
          Education: '本科',
          SocialStatusNumber: '20240901',
        },
      });
      // Fields left out stay as they are.
      const again = body<{ SocialStatus: number; Education: string }>(
        await update(token, { socialStatus: '2' }),
      );
      expect(again.Data).toMatchObject({ SocialStatus: 2, Education: '本科' });
    });

    it('refuses each bad field with its message and changes nothing', async () => {
      const token = await signedIn();
      const cases: [Record<string, string>, string][] = [
        [{ socialStatus: '4' }, '请选择身份'],
        [{ socialStatus: 'x' }, '请选择身份'],
        [{ education: '本' }, '请选择学历'],
        [{ DepartmentName: '院'.repeat(51) }, '院/系名称不能超过50字'],
        [{ socialStatusNumber: '1'.repeat(31) }, '工/学号不能超过30字'],
        [{ schoolYear: '2024-13' }, '入校时间格式应为yyyy-MM，且不能晚于当前月份'],
        [
          { schoolYear: `${new Date().getFullYear() + 1}-01` },
          '入校时间格式应为yyyy-MM，且不能晚于当前月份',
        ],
      ];
      for (const [params, description] of cases)
        expect(body(await update(token, params))).toEqual(refusal(400, description));
      const info = body<{ SocialStatus: number; Education: string }>(
        await detail({ cookie: token }),
      );
      expect(info.Data).toMatchObject({ SocialStatus: 3, Education: '' });
    });

    it('needs a signed-in reader (code 34)', async () => {
      expect(body(await update(undefined, { socialStatus: '1' }))).toMatchObject({ Code: 34 });
    });

    it('saves names and a region of three levels, of two (Hong Kong) and clears it', async () => {
      const token = await signedIn();
      const saved = body<{ RealName: string; NickName: string; Region: string }>(
        await update(token, {
          RealName: ' 李清照 ',
          NickName: '易安',
          region: '110000,110100,110101',
        }),
      );
      expect(saved).toMatchObject({
        Success: true,
        Data: { RealName: '李清照', NickName: '易安', Region: '110000,110100,110101' },
      });
      expect(body(await update(token, { region: '810000,810001' })).Data).toMatchObject({
        Region: '810000,810001',
      });
      expect(body(await update(token, { region: '710000,710100,710101' })).Data).toMatchObject({
        Region: '710000,710100,710101',
      });
      expect(body(await update(token, { region: '' })).Data).toMatchObject({ Region: '' });
    });

    it('refuses a region that names no place, a blank nickname and long names, changing nothing', async () => {
      const token = await signedIn();
      await update(token, { NickName: '易安', region: '310000,310100,310101' });
      const cases: [Record<string, string>, string][] = [
        [{ region: '110000,110100' }, '请选择正确的所在地区'],
        [{ region: '110000,120100,120101' }, '请选择正确的所在地区'],
        [{ region: '999999,999900' }, '请选择正确的所在地区'],
        [{ region: '810000,810001,810001' }, '请选择正确的所在地区'],
        [{ NickName: '  ' }, '请输入昵称'],
        [{ NickName: '名'.repeat(21) }, '昵称不能超过20字'],
        [{ RealName: '名'.repeat(21) }, '真实姓名不能超过20字'],
        [{ RealName: '李清照', region: 'x' }, '请选择正确的所在地区'],
      ];
      for (const [params, description] of cases)
        expect(body(await update(token, params))).toEqual(refusal(400, description));
      const info = body<{ NickName: string; RealName: string; Region: string }>(
        await detail({ cookie: token }),
      );
      expect(info.Data).toMatchObject({
        NickName: '易安',
        RealName: '',
        Region: '310000,310100,310101',
      });
    });

    it("ignores another user's id in Id, id or userId: only the signed-in reader changes", async () => {
      const token = await signedIn();
      const other = await insertUser(app(), { password: 'Other2026', realName: '原名' });
      const [before] = await app().database.query<Record<string, unknown>>(
        'SELECT * FROM users WHERE id = $1',
        [other.id],
      );
      const answer = body<{ Id: number; RealName: string; SocialStatus: number }>(
        await update(token, {
          Id: String(other.id),
          id: String(other.id),
          userId: String(other.id),
          UserId: String(other.id),
          RealName: '冒名',
          socialStatus: '2',
          region: '110000,110100,110101',
        }),
      );
      expect(answer).toMatchObject({ Success: true, Data: { RealName: '冒名', SocialStatus: 2 } });
      expect(answer.Data.Id).not.toBe(other.id);
      const own = body<{ Id: number; RealName: string }>(await detail({ cookie: token }));
      expect(own.Data).toMatchObject({ Id: answer.Data.Id, RealName: '冒名' });
      const [after] = await app().database.query<Record<string, unknown>>(
        'SELECT * FROM users WHERE id = $1',
        [other.id],
      );
      expect(after).toEqual(before);
      expect(after).toMatchObject({ real_name: '原名', social_status: 3, region: '' });
    });

    it('answers code 201 to an account without a phone, changing nothing', async () => {
      const user = await insertUser(app(), { phone: null });
      const token = await sessionFor(app(), user.id);
      expect(body(await update(token, { RealName: '无手机' }))).toEqual(
        refusal(201, '请先绑定手机号'),
      );
      const [row] = await app().database.query<{ real_name: string }>(
        'SELECT real_name FROM users WHERE id = $1',
        [user.id],
      );
      expect(row?.real_name).toBe('');
    });
  });
});
