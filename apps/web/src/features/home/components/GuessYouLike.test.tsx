import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers, queryClient } from '../../../app/providers';
import { bound, clearCookies, fakeFetch, ok } from '../../../test/fake-server';
import { GuessYouLike } from './GuessYouLike';

const book = (id: number, title: string) => ({
  Id: id,
  ExternalId: `b${id}`,
  ObjectType: 104,
  Title: title,
  Author: '曹雪芹',
  CoverUrl: '',
});

let answer: { ItemList: ReturnType<typeof book>[]; CategoryTitles: string[] };

const show = (signedIn: boolean) =>
  render(
    <Providers>
      <RouterProvider
        router={createMemoryRouter([{ path: '*', element: <GuessYouLike signedIn={signedIn} /> }])}
      />
    </Providers>,
  );

describe('猜你喜欢 on the home page (myPredilection)', () => {
  let server: ReturnType<typeof fakeFetch>;
  beforeEach(() => {
    clearCookies();
    queryClient.clear();
    server = fakeFetch((request) =>
      request.path === '/v1/api/device/bind' ? bound() : ok(answer),
    );
    vi.stubGlobal('fetch', server.impl);
  });

  it('shows the books of the picked classes and names the classes', async () => {
    answer = { ItemList: [book(1, '红楼梦'), book(2, '水浒传')], CategoryTitles: ['文学'] };
    show(true);
    expect((await screen.findAllByText('红楼梦')).length).toBeGreaterThan(0);
    expect(screen.getByText('按你的偏好：文学')).toBeTruthy();
    expect(screen.getByText('调整偏好').closest('a')!.getAttribute('href')).toBe(
      '/wrap/center/myPredilection',
    );
  });

  it('asks a reader without picks to choose some', async () => {
    answer = { ItemList: [], CategoryTitles: [] };
    show(true);
    expect(await screen.findByText('设置阅读偏好')).toBeTruthy();
  });

  it('asks nothing of a visitor', () => {
    show(false);
    expect(screen.queryByTestId('shelf-guess')).toBeNull();
    expect(server.requests.some((r) => r.path === '/v1/api/user-predilection/books')).toBe(false);
  });
});
