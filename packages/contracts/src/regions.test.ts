import { describe, expect, it } from 'vitest';
import { checkRegionCodes, regionName, regionOptions, type RegionOption } from './regions.ts';

const province = (label: string): RegionOption => {
  const found = regionOptions().find((option) => option.label === label);
  if (!found) throw new Error(`no ${label}`);
  return found;
};
const leaves = (options: RegionOption[]): number =>
  options.reduce((sum, option) => sum + (option.children ? leaves(option.children) : 1), 0);

describe('region picker data (spec §2: all China, the SARs and Taiwan)', () => {
  it('lists Taiwan as 6 special municipalities, 3 provincial cities and 13 counties', () => {
    const taiwan = province('台湾省');
    expect(taiwan.children?.map((city) => city.label)).toEqual([
      '台北市',
      '新北市',
      '桃园市',
      '台中市',
      '台南市',
      '高雄市',
      '基隆市',
      '新竹市',
      '嘉义市',
      '新竹县',
      '苗栗县',
      '彰化县',
      '南投县',
      '云林县',
      '嘉义县',
      '屏东县',
      '宜兰县',
      '花莲县',
      '台东县',
      '澎湖县',
      '金门县',
      '连江县',
    ]);
    // 368 districts and townships, each city or county with its own.
    expect(leaves(taiwan.children ?? [])).toBe(368);
    expect(taiwan.children?.every((city) => (city.children?.length ?? 0) > 0)).toBe(true);
    const newTaipei = taiwan.children?.find((city) => city.label === '新北市');
    expect(newTaipei?.children).toHaveLength(29);
    expect(newTaipei?.children?.map((district) => district.label)).toContain('板桥区');
    const kaohsiung = taiwan.children?.find((city) => city.label === '高雄市');
    expect(kaohsiung?.children?.map((district) => district.label)).toEqual(
      expect.arrayContaining(['苓雅区', '凤山区', '那玛夏区']),
    );
    expect(kaohsiung?.children).toHaveLength(38);
  });

  it('keeps the codes readers may have saved, and checks the new ones', () => {
    expect(checkRegionCodes(['710000', '710100', '710101'])).toEqual([
      '710000',
      '710100',
      '710101',
    ]);
    expect(regionName(['710000', '710100', '710101'])).toBe('台湾省 台北市 内湖区');
    expect(regionName(['710000', '710200', '710203'])).toBe('台湾省 高雄市 苓雅区');
    expect(regionName(['710000', '710400', '710301'])).toBe('台湾省 台中市 中区');
    expect(regionName(['710000', '710800', '710803'])).toBe('台湾省 新北市 板桥区');
    expect(checkRegionCodes(['710000', '710800', '710803'])).not.toBeNull();
    expect(checkRegionCodes(['710000', '710800'])).toBeNull();
    expect(checkRegionCodes(['710000', '710800', '710101'])).toBeNull();
  });

  it('names the districts of Hong Kong and Macau in simplified characters', () => {
    const hongKong = province('香港特别行政区').children?.map((district) => district.label);
    expect(hongKong).toHaveLength(18);
    expect(hongKong).toEqual(
      expect.arrayContaining(['中西区', '湾仔区', '观塘区', '黄大仙区', '荃湾区', '离岛区']),
    );
    const macau = province('澳门特别行政区').children?.map((district) => district.label);
    expect(macau).toEqual(expect.arrayContaining(['花地玛堂区', '风顺堂区', '圣方济各堂区']));
    const traditional = /[區灣觀黃東離門龍貢瑪風聖濟]/;
    for (const name of [...(hongKong ?? []), ...(macau ?? [])])
      expect(name).not.toMatch(traditional);
    expect(regionName(['810000', '810002'])).toBe('香港特别行政区 湾仔区');
    expect(checkRegionCodes(['820000', '820008'])).toEqual(['820000', '820008']);
  });

  it('still covers the mainland', () => {
    expect(regionName(['110000', '110100', '110101'])).toBe('北京市 市辖区 东城区');
    expect(regionOptions().length).toBeGreaterThanOrEqual(34);
  });
});
