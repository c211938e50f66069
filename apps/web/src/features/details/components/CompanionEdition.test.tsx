import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompanionPaths } from '@moyue/contracts/api/companion';
import { HistoryPaths } from '@moyue/contracts/api/history';
import { usePlaybackStore } from '../../../components/PlayerBar/playback-store';
import type { Recorded } from '../../../test/fake-server';
import { buildDetail, ok, renderWithServer, signIn } from '../test-utils';
import { CompanionEdition } from './CompanionEdition';

// Issue 18: 'continue listening from where you read' and back, on the detail page.

const book = buildDetail({ Id: 12, Title: '三字经', ExternalId: 'bk-szj' });
const audio = buildDetail({
  Id: 40,
  Title: '三字经（有声版）',
  ExternalId: 'ys-szj',
  ObjectType: 156,
  MediaType: 'audio',
  AuthorizeUrl: '/v1/api/playback/authorize',
});
const edition = (of: typeof book) => ({
  ObjectId: of.Id,
  ExternalId: of.ExternalId,
  ObjectType: of.ObjectType,
  Title: of.Title,
  MediaType: of.MediaType,
});

function server(progress: Record<number, { Process: number; FileId: number }>) {
  return (request: Recorded) => {
    switch (request.path) {
      case CompanionPaths.Edition:
        return ok(request.params.objectId === '12' ? edition(audio) : edition(book));
      case CompanionPaths.Position:
        return request.params.objectId === '12'
          ? ok({ ...edition(audio), Process: 0.51, FileId: 902, Offset: 4.27, Covered: true })
          : ok({ ...edition(book), Process: 0.375, FileId: 0, Offset: 0, Covered: true });
      case HistoryPaths.Process:
        return ok({
          ...(progress[Number(request.params.objectId)] ?? { Process: 0, FileId: 0 }),
          UpdateTime: '',
        });
      case '/Content/Detail':
        return ok(audio);
      default:
        return ok(null);
    }
  };
}

describe('CompanionEdition', () => {
  afterEach(() => {
    usePlaybackStore.setState({ request: null });
    vi.restoreAllMocks();
  });

  it('on an e-book read halfway: names the audio edition and plays it from where the reader is', async () => {
    const { calls } = renderWithServer(
      <CompanionEdition detail={book} />,
      server({ 12: { Process: 0.375, FileId: 0 } }),
    );
    act(() => signIn());
    expect(await screen.findByText(/本书有有声版《三字经（有声版）》/)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /从读到的地方听（已读 38%）/ }));
    await waitFor(() => expect(usePlaybackStore.getState().request).not.toBeNull());
    expect(calls(CompanionPaths.Position)[0]?.params).toMatchObject({
      objectId: '12',
      process: '0.375000',
    });
    expect(usePlaybackStore.getState().request).toMatchObject({
      book: { id: 40, externalId: 'ys-szj', authorizeUrl: '/v1/api/playback/authorize' },
      at: { fileId: 902, offset: 4.27 },
    });
    expect(screen.queryByRole('button', { name: /从听到的地方读/ })).toBeNull();
  });

  it('on an audio book heard halfway: opens the e-book at the place mapped from the listening', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { calls } = renderWithServer(
      <CompanionEdition detail={audio} />,
      server({ 40: { Process: 0.5, FileId: 902 } }),
      '/wrap/details/book?id=40',
    );
    act(() => signIn());
    expect(await screen.findByText(/朗读自电子书《三字经》/)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /从听到的地方读（已听 50%）/ }));
    await waitFor(() => expect(open).toHaveBeenCalled());
    expect(calls(CompanionPaths.Position)[0]?.params).toMatchObject({
      objectId: '40',
      process: '0.500000',
      fileId: '902',
    });
    const href = String(open.mock.calls[0]?.[0]);
    expect(href).toMatch(/^\/epubReader\?/);
    expect(new URLSearchParams(href.split('?')[1]).get('process')).toBe('0.375');
    expect(new URLSearchParams(href.split('?')[1]).get('id')).toBe('12');
  });

  it('offers only the plain switch to a visitor (no progress is asked without a session)', async () => {
    const { calls } = renderWithServer(<CompanionEdition detail={book} />, server({}));
    expect(await screen.findByRole('button', { name: '听有声版' })).toBeTruthy();
    expect(calls(HistoryPaths.Process)).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /从读到的地方听/ })).toBeNull();
  });

  it('shows nothing for a work with one edition', async () => {
    const { calls } = renderWithServer(<CompanionEdition detail={book} />, (request) =>
      request.path === CompanionPaths.Edition ? ok(null) : ok(null),
    );
    await waitFor(() => expect(calls(CompanionPaths.Edition)).toHaveLength(1));
    expect(screen.queryByTestId('companion-edition')).toBeNull();
  });
});
