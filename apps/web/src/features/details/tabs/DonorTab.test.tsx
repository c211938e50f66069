import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderWithServer } from '../test-utils';
import { DonorTab } from './DonorTab';

const donor = (bigUrl: string) =>
  ok({
    donatetUser: {
      userFace: '',
      realName: '林知远',
      identityType: '校友',
      graduateTime: '2010',
      schoolTime: '2006',
      educationExperience: '2006级 中文系 本科',
      extendata: { certificate: { bigUrl } },
      otherdonates: [],
    },
    danetWords: '愿与诸君共读。',
  });

describe('donor tab certificate (spec §2 image viewer, §9 zoom and rotation)', () => {
  it('opens the certificate in the shared image viewer: zoom by 0.2, rotate by 90°, restore, close', async () => {
    renderWithServer(<DonorTab externalId="bk-libai" />, () =>
      donor('/files/public/certificate.png'),
    );
    fireEvent.click(await screen.findByRole('button', { name: '查看捐赠证书' }));
    // The viewer's code loads when it first opens (issue 16).
    const viewer = await screen.findByRole('dialog', { name: '查看图片：捐赠证书' });
    const image = within(viewer).getByTestId('image-viewer-image');
    expect(image.getAttribute('src')).toBe('/files/public/certificate.png');
    const tool = (name: string) => fireEvent.click(within(viewer).getByRole('button', { name }));
    tool('放大');
    tool('放大');
    tool('旋转');
    expect(image.style.transform).toBe('scale(1.4) rotate(90deg)');
    tool('缩小');
    tool('旋转');
    expect(image.style.transform).toBe('scale(1.2) rotate(180deg)');
    expect(within(viewer).getByText('120%')).toBeTruthy();
    for (let i = 0; i < 30; i += 1) tool('放大');
    expect(image.style.transform).toBe('scale(5) rotate(180deg)');
    expect(within(viewer).getByRole<HTMLButtonElement>('button', { name: '放大' }).disabled).toBe(
      true,
    );
    for (let i = 0; i < 30; i += 1) tool('缩小');
    expect(image.style.transform).toBe('scale(0.2) rotate(180deg)');
    tool('还原');
    expect(image.style.transform).toBe('scale(1) rotate(0deg)');
    tool('关闭');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // antd's own preview is not used any more.
    expect(document.querySelector('.ant-image-preview')).toBeNull();
  });

  it('offers no certificate button when the donor has none', async () => {
    renderWithServer(<DonorTab externalId="bk-libai" />, () => donor(''));
    expect(await screen.findByText('林知远')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '查看捐赠证书' })).toBeNull();
  });
});
