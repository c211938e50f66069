import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@moyue/contracts/api/accounts';
import { regionOptions } from '@moyue/contracts/regions';
import { queryClient } from '../../../app/providers';
import { bound, clearCookies, fakeFetch, ok, refused } from '../../../test/fake-server';
import { renderRoutes } from '../../../test/render-route';
import { EditPersonaInfoPage } from './EditPersonaInfoPage';

const READER: UserInfo = {
  Id: 7,
  MobileNumber: '13812345678',
  NickName: '易安',
  RealName: '李清照',
  ExternalId: 'u-7',
  SocialStatus: 2,
  DepartmentName: '文学院',
  SchoolYear: '2024-09',
  Education: '本科',
  SocialStatusNumber: 'T1',
  RecommendName: '',
  RecommendEmail: '',
  RecommendPhone: '',
  IsCheckIn: false,
  Organization: null,
  Email: '',
  HasPassword: true,
  Region: '440000,440100,440106',
};

let server: ReturnType<typeof fakeFetch>;
let refuse: boolean;
let savedRegion: string;

describe('EditPersonaInfo (spec §7 user/update)', () => {
  beforeEach(() => {
    clearCookies();
    queryClient.clear();
    refuse = false;
    savedRegion = READER.Region;
    server = fakeFetch((request) => {
      if (request.path === '/v1/api/device/bind') return bound();
      if (request.path === '/v1/api/user/update')
        return refuse ? refused(400, '请选择正确的所在地区', 400) : ok(READER);
      return ok({ ...READER, Region: savedRegion });
    });
    vi.stubGlobal('fetch', server.impl);
  });

  it('covers all of China incl. Hong Kong, Macau and Taiwan (two levels for HK and Macau)', () => {
    const provinces = regionOptions();
    expect(provinces).toHaveLength(34);
    const byName = (name: string) => provinces.find((option) => option.label === name);
    expect(byName('香港特别行政区')?.children?.[0]?.children).toBeUndefined();
    expect(byName('澳门特别行政区')?.children?.length).toBeGreaterThan(0);
    expect(byName('台湾省')?.children?.[0]?.children?.length).toBeGreaterThan(0);
  });

  it("offers Taiwan's municipalities and counties (新北市, 桃园市, 宜兰县 …) with their districts", () => {
    const taiwan = regionOptions().find((option) => option.label === '台湾省');
    const cities = taiwan?.children?.map((city) => city.label) ?? [];
    expect(cities).toHaveLength(22);
    expect(cities).toEqual(
      expect.arrayContaining(['新北市', '桃园市', '台中市', '新竹县', '宜兰县', '金门县']),
    );
    const newTaipei = taiwan?.children?.find((city) => city.label === '新北市');
    expect(newTaipei?.children?.map((district) => district.label)).toContain('板桥区');
  });

  it('names the districts of Hong Kong and Macau in simplified characters', () => {
    const districts = (name: string) =>
      regionOptions()
        .find((option) => option.label === name)
        ?.children?.map((district) => district.label) ?? [];
    expect(districts('香港特别行政区')).toEqual(
      expect.arrayContaining(['中西区', '湾仔区', '东区', '观塘区', '深水埗区', '离岛区']),
    );
    expect(districts('澳门特别行政区')).toEqual(
      expect.arrayContaining(['花地玛堂区', '风顺堂区', '圣方济各堂区']),
    );
    for (const name of [...districts('香港特别行政区'), ...districts('澳门特别行政区')])
      expect(name).not.toMatch(/[區灣觀東離門龍黃瑪風聖濟]/);
  });

  it.each([
    ['710000,710800,710803', '台湾省 / 新北市 / 板桥区'],
    ['810000,810002', '香港特别行政区 / 湾仔区'],
  ])('shows a saved region %s as %s', async (region, shown) => {
    savedRegion = region;
    renderRoutes([{ path: '/', element: <EditPersonaInfoPage /> }], '/');
    expect(await screen.findByText(shown)).toBeTruthy();
  });

  it('shows the saved profile with its region and sends every field with the region codes', async () => {
    renderRoutes([{ path: '/', element: <EditPersonaInfoPage /> }], '/');
    expect(await screen.findByText('广东省 / 广州市 / 天河区')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('真实姓名').value).toBe('李清照');
    fireEvent.change(screen.getByLabelText('昵称'), { target: { value: '居士' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(server.requests.find((r) => r.path === '/v1/api/user/update')?.params).toMatchObject({
        NickName: '居士',
        RealName: '李清照',
        socialStatus: '2',
        DepartmentName: '文学院',
        education: '本科',
        schoolYear: '2024-09',
        socialStatusNumber: 'T1',
        region: '440000,440100,440106',
      }),
    );
  });

  it("shows the server's Description when saving is refused (spec §8)", async () => {
    refuse = true;
    renderRoutes([{ path: '/', element: <EditPersonaInfoPage /> }], '/');
    fireEvent.click(await screen.findByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(screen.getByTestId('settings-error').textContent).toBe('请选择正确的所在地区'),
    );
  });
});
