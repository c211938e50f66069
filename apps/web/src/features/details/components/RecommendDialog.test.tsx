import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RecommendFormData } from '@moyue/contracts/api/engagement';
import { RECOMMEND_FIELDS } from '@moyue/contracts/recommend-form';
import { ok, refused, renderWithServer, signIn } from '../test-utils';
import { RecommendDialog } from './RecommendDialog';
import { RecommendStrip } from './RecommendStrip';

const blankValues = {
  OrganizationTitle: '',
  SocialStatus: 0,
  DepartmentName: '',
  Education: '',
  SchoolYear: '',
  SocialStatusNumber: '',
  RecommendName: '',
  RecommendPhone: '',
  RecommendEmail: '',
};

const buildForm = (overrides: Partial<RecommendFormData> = {}): RecommendFormData => ({
  Organization: { Id: 3, ExternalId: 'org-demo-library', Title: '墨阅示范图书馆', IsLibrary: true },
  Fields: [...RECOMMEND_FIELDS],
  RequiredFields: [...RECOMMEND_FIELDS],
  ReadOnlyFields: [],
  Values: blankValues,
  IsRecommendBuy: false,
  ...overrides,
});

const submit = () => fireEvent.click(screen.getByRole('button', { name: /提交荐购/ }));
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const expectMessage = async (text: string) => {
  submit();
  expect(await screen.findByText(text)).toBeTruthy();
};

const renderDialog = (form: RecommendFormData) =>
  renderWithServer(
    <RecommendDialog objectId={12} form={form} open onClose={() => undefined} />,
    () => ok({ Id: 1, ObjectId: 12, RecordCount: 1 }),
  );

describe('recommend-to-buy dialog (spec §5)', () => {
  it('shows only the configured fields', () => {
    renderDialog(
      buildForm({ Fields: ['RecommendName', 'RecommendPhone'], RequiredFields: ['RecommendName'] }),
    );
    expect(screen.getByLabelText('真实姓名')).toBeTruthy();
    expect(screen.getByLabelText('手机号')).toBeTruthy();
    expect(screen.queryByLabelText('机构名称')).toBeNull();
    expect(screen.queryByLabelText('邮箱')).toBeNull();
    expect(screen.getByText('0 / 50')).toBeTruthy();
  });

  it('says the first messages in the spec’s order, each until its field is filled', async () => {
    renderDialog(buildForm());
    signIn();
    await expectMessage('请填写机构名称');
    type('机构名称', '墨阅示范图书馆');
    await expectMessage('请选择身份');
    fireEvent.click(screen.getByLabelText('学生'));
    await expectMessage('请输入院/系名称');
    type('院/系', '中文系');
    await expectMessage('请选择学历');
    fireEvent.mouseDown(screen.getByLabelText('学历'));
    fireEvent.click(await screen.findByTitle('本科'));
    await expectMessage('请选择入校时间');
  });

  it('checks number, name, phone, e-mail, reason and the remark of reason 1 in order', async () => {
    const form = buildForm({
      Fields: ['SocialStatusNumber', 'RecommendName', 'RecommendPhone', 'RecommendEmail'],
      RequiredFields: ['SocialStatusNumber', 'RecommendName', 'RecommendPhone', 'RecommendEmail'],
      Organization: { Id: 5, ExternalId: 'org-demo-college', Title: '墨阅学院', IsLibrary: false },
    });
    const { calls } = renderDialog(form);
    signIn();
    await expectMessage('请输入工/学号');
    type('工/学号', '2024001');
    await expectMessage('请填写真实姓名');
    type('真实姓名', '李书言');
    await expectMessage('请填写手机号');
    type('手机号', '1380000000');
    await expectMessage('手机号码有误，请重填');
    type('手机号', '13800000001');
    await expectMessage('请填写邮箱');
    type('邮箱', 'reader@');
    await expectMessage('邮箱格式错误，请重填');
    type('邮箱', 'reader@moyue.example');
    await expectMessage('请选择推荐理由');
    fireEvent.click(screen.getByLabelText('其它'));
    await expectMessage('请填写荐购理由');
    type('荐购说明', '课程需要');
    submit();
    expect(await screen.findByText('荐购成功')).toBeTruthy();
    const sent = JSON.parse(calls('/v1/api/recommend/create')[0]!.params.dataJson!) as Record<
      string,
      unknown
    >;
    expect(sent).toEqual({
      ObjectId: '12',
      SocialStatusNumber: '2024001',
      RecommendName: '李书言',
      RecommendPhone: '13800000001',
      RecommendEmail: 'reader@moyue.example',
      Reason: 1,
      Remark: '课程需要',
    });
  });

  it('asks for the institution title first when it is editable and empty, the rest filled', async () => {
    const { calls } = renderDialog(
      buildForm({
        Values: {
          OrganizationTitle: '',
          SocialStatus: 1,
          DepartmentName: '中文系',
          Education: '本科',
          SchoolYear: '2015-09',
          SocialStatusNumber: '2015001',
          RecommendName: '李书言',
          RecommendPhone: '13800000001',
          RecommendEmail: 'reader@moyue.example',
        },
      }),
    );
    signIn();
    fireEvent.click(screen.getByLabelText('经典好书，值得珍藏'));
    const title = screen.getByLabelText<HTMLInputElement>('机构名称');
    expect(title.disabled).toBe(false);
    expect(title.readOnly).toBe(false);
    await expectMessage('请填写机构名称');
    expect(calls('/v1/api/recommend/create')).toHaveLength(0);
    type('机构名称', '墨阅示范图书馆');
    submit();
    expect(await screen.findByText('荐购成功')).toBeTruthy();
    expect(calls('/v1/api/recommend/create')).toHaveLength(1);
  });

  it('asks to bind an institution when the submission is refused with code 36', async () => {
    const onClose = vi.fn();
    const { router, calls } = renderWithServer(
      <RecommendDialog
        objectId={12}
        form={buildForm({ Fields: ['RecommendName'], RequiredFields: ['RecommendName'] })}
        open
        onClose={onClose}
      />,
      () => refused(36, '请先绑定机构'),
    );
    signIn();
    type('真实姓名', '李书言');
    fireEvent.click(screen.getByLabelText('经典好书，值得珍藏'));
    submit();
    fireEvent.click(await screen.findByRole('button', { name: /去绑定/ }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/wrap/center/accountBindOrganization'),
    );
    expect(new URLSearchParams(router.state.location.search).get('message')).toBe('请先绑定机构');
    expect(calls('/v1/api/recommend/create')).toHaveLength(1);
    expect(onClose).toHaveBeenCalled();
    // The prompt, not an error toast with the Description.
    expect(document.querySelector('.ant-message-error')).toBeNull();
  });

  it('shows the fields of a third-party identity read-only with their values', () => {
    renderDialog(
      buildForm({
        Fields: ['OrganizationTitle', 'RecommendName'],
        ReadOnlyFields: ['OrganizationTitle'],
        Values: { ...blankValues, OrganizationTitle: '墨阅示范图书馆', RecommendName: '李书言' },
      }),
    );
    const title = screen.getByLabelText<HTMLInputElement>('机构名称');
    expect(title.value).toBe('墨阅示范图书馆');
    expect(title.disabled).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('真实姓名').disabled).toBe(false);
  });
});

describe('recommend strip (spec §6, §8)', () => {
  const strip = <RecommendStrip objectId={12} objectType={104} />;
  const reasons = (count: number) =>
    ok({
      RecordCount: count,
      ItemList: Array.from({ length: Math.min(count, 6) }, (_, i) => ({
        UserInfo: { UserFace: '', RealName: `读者${i}` },
        Reason: 5,
        CreateTime: `2026-11-2${i} 10:00:00`,
      })),
    });

  it('shows six faces of more than five recommenders and the book title', async () => {
    renderWithServer(strip, (request) =>
      request.path === '/v1/api/recommend/reason-list' ? reasons(8) : ok(null),
    );
    expect(await screen.findByText('已有8人荐购')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '图书荐购' })).toBeTruthy();
    expect(screen.getByTestId('recommend-faces').querySelectorAll('.ant-avatar')).toHaveLength(6);
  });

  it('reads 图书即采 when the institution buys at once', async () => {
    renderWithServer(strip, (request) =>
      request.path === '/v1/api/recommend/form'
        ? ok(buildForm({ IsRecommendBuy: true }))
        : request.path === '/v1/api/recommend/reason-list'
          ? reasons(0)
          : request.path === '/v1/api/recommend/recommended'
            ? ok(false)
            : ok({ Message: '' }),
    );
    signIn();
    expect(await screen.findByRole('button', { name: '图书即采' })).toBeTruthy();
  });

  it('asks a reader without an institution to bind one (code 36)', async () => {
    const { router } = renderWithServer(strip, (request) =>
      request.path === '/v1/api/recommend/form'
        ? refused(36, '请先绑定机构')
        : request.path === '/v1/api/recommend/reason-list'
          ? reasons(0)
          : request.path === '/v1/api/recommend/recommended'
            ? ok(false)
            : ok({ Message: '' }),
    );
    signIn();
    fireEvent.click(await screen.findByTestId('recommend-button'));
    fireEvent.click(await screen.findByRole('button', { name: /去绑定/ }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/wrap/center/accountBindOrganization'),
    );
    expect(new URLSearchParams(router.state.location.search).get('message')).toBe('请先绑定机构');
  });
});
