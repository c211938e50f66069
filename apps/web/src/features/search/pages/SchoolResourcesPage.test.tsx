import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refused } from '../../../test/fake-server';
import { buildContent, renderSearchPage, resourceData } from '../test-utils';
import { SchoolResourcesPage } from './SchoolResourcesPage';

describe('/wrap/schoolResources (spec §2 机构馆藏)', () => {
  it('searches the institution’s holdings (scope 1) and keeps its own title', async () => {
    const page = renderSearchPage(<SchoolResourcesPage />, '/wrap/schoolResources', () =>
      resourceData([buildContent({ Title: '论语集注' })]),
    );
    expect((await screen.findAllByText('论语集注')).length).toBeGreaterThan(0);
    expect(page.searches().at(-1)!.params).toMatchObject({ scope: '1', searchType: '1' });
    await waitFor(() => expect(document.title).toMatch(/^机构馆藏 - /));
  });

  it('names the institution whose holdings it shows (issue 12)', async () => {
    renderSearchPage(<SchoolResourcesPage />, '/wrap/schoolResources', () =>
      resourceData([buildContent({ Title: '唐诗三百首' })], {
        HoldingsOf: { Id: 1, Title: '墨阅示范图书馆' },
      }),
    );
    expect((await screen.findByTestId('holdings-of')).textContent).toBe(
      '墨阅示范图书馆 · 机构馆藏',
    );
    expect(screen.getAllByText('唐诗三百首').length).toBeGreaterThan(0);
  });

  it('asks a reader without a certified institution to certify (code 36)', async () => {
    renderSearchPage(<SchoolResourcesPage />, '/wrap/schoolResources', () =>
      refused(36, '请先认证机构！'),
    );
    expect(await screen.findByText('请先认证机构！')).toBeTruthy();
    // what the holdings are and the two ways in: binding, or the institution's network
    expect(screen.getByText(/绑定并认证你所在的机构后即可查看/).textContent).toMatch(/机构网络/);
    const certify = screen.getByRole('link', { name: '去认证' });
    expect(certify.getAttribute('href')).toBe(
      '/wrap/center/accountBindOrganization?redirect=%2Fwrap%2FschoolResources',
    );
  });
});
