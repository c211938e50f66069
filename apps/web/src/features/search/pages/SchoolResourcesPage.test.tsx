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

  it('asks a reader without a certified institution to certify (code 36)', async () => {
    renderSearchPage(<SchoolResourcesPage />, '/wrap/schoolResources', () =>
      refused(36, '请先认证机构！'),
    );
    expect(await screen.findByText('请先认证机构！')).toBeTruthy();
    const certify = screen.getByRole('link', { name: '去认证' });
    expect(certify.getAttribute('href')).toBe(
      '/wrap/center/accountBindOrganization?redirect=%2Fwrap%2FschoolResources',
    );
  });
});
