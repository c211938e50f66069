import { Button } from 'antd';
import { useFeedback } from '../../../components/feedback/feedback-api';
import { CustomerServiceOutlined, ReadOutlined } from '@ant-design/icons';
import type { ContentDetail } from '@moyue/contracts/api/catalog';
import { CompanionMessages, type CompanionEditionData } from '@moyue/contracts/api/companion';
import { ObjectType } from '@moyue/contracts/object-types';
import { requestPlay } from '../../../components/PlayerBar/playback-store';
import { getHref } from '../../../config/paths';
import { useCompanionEdition, getCompanionPosition } from '../api/companion';
import { getContentDetail } from '../../../api/content-detail';
import { useReadingProcess } from '../api/history';
import { useSignedIn, useViewerKey } from '../viewer';
import './companion-edition.css';

type Companion = NonNullable<CompanionEditionData>;

const audioRefOf = (detail: ContentDetail) => ({
  id: detail.Id,
  externalId: detail.ExternalId,
  title: detail.Title,
  coverUrl: detail.CoverUrl,
  objectType: detail.ObjectType,
  authorizeUrl: detail.AuthorizeUrl,
});

/** spec §2: a reader opens in a new tab, by media type. */
function openReader(book: Companion, process?: number) {
  window.open(
    getHref.reader(book.MediaType === 'pdf' ? 'pdf' : 'epub', {
      id: book.ObjectId,
      contentexternalid: book.ExternalId,
      objectType: book.ObjectType,
      ...(process !== undefined ? { process } : {}),
    }),
    '_blank',
  );
}

/**
 * Issue 18, beyond the spec: where a work has both an e-book and an audio
 * edition, the detail names the other one and hands the reader over —
 * 'continue listening from where you read' and 'continue reading from where
 * you listened', positions mapped by chapter and character offset.
 */
export function CompanionEdition({ detail }: { detail: ContentDetail }) {
  const { message } = useFeedback();
  const companion = useCompanionEdition(detail.Id).data;
  const viewer = useViewerKey();
  const signedIn = useSignedIn();
  const isAudio = detail.ObjectType === ObjectType.AudioBook;
  const textId = isAudio ? companion?.ObjectId : detail.Id;
  const audioId = isAudio ? detail.Id : companion?.ObjectId;
  const reading = useReadingProcess(textId ?? 0, viewer, signedIn && Boolean(companion));
  const listening = useReadingProcess(audioId ?? 0, viewer, signedIn && Boolean(companion));
  if (!companion || textId === undefined || audioId === undefined) return null;

  const audioRef = async () =>
    isAudio ? audioRefOf(detail) : audioRefOf(await getContentDetail({ id: String(audioId) }));
  const textBook: Companion = isAudio
    ? companion
    : {
        ObjectId: detail.Id,
        ExternalId: detail.ExternalId,
        ObjectType: detail.ObjectType,
        Title: detail.Title,
        MediaType: detail.MediaType,
      };
  const fail = (error: unknown) =>
    void message.warning(error instanceof Error ? error.message : '操作失败，请稍后重试');

  const listenFromReading = async () => {
    try {
      const at = await getCompanionPosition(textId, reading.data?.Process ?? 0);
      if (!at.Covered) void message.info(CompanionMessages.NotRecorded);
      requestPlay({ book: await audioRef(), at: { fileId: at.FileId, offset: at.Offset } });
    } catch (error) {
      fail(error);
    }
  };
  const readFromListening = async () => {
    try {
      const at = await getCompanionPosition(
        audioId,
        listening.data?.Process ?? 0,
        listening.data?.FileId ?? 0,
      );
      openReader(textBook, at.Process);
    } catch (error) {
      fail(error);
    }
  };
  const listen = async () => {
    try {
      requestPlay({ book: await audioRef() });
    } catch (error) {
      fail(error);
    }
  };

  const readProcess = reading.data?.Process ?? 0;
  const listenProcess = listening.data?.Process ?? 0;
  return (
    <div className="companion-edition" data-testid="companion-edition">
      <span className="companion-edition__name">
        {isAudio ? <ReadOutlined aria-hidden /> : <CustomerServiceOutlined aria-hidden />}
        {isAudio ? '朗读自电子书' : '本书有有声版'}《{companion.Title}》
      </span>
      {isAudio ? (
        <Button size="small" onClick={() => openReader(companion)} data-testid="companion-read">
          读原书
        </Button>
      ) : (
        <Button size="small" onClick={() => void listen()} data-testid="companion-listen">
          听有声版
        </Button>
      )}
      {readProcess > 0 && (
        <Button
          size="small"
          type="link"
          onClick={() => void listenFromReading()}
          data-testid="companion-listen-from-reading"
        >
          从读到的地方听（已读 {Math.round(readProcess * 100)}%）
        </Button>
      )}
      {listenProcess > 0 && (
        <Button
          size="small"
          type="link"
          onClick={() => void readFromListening()}
          data-testid="companion-read-from-listening"
        >
          从听到的地方读（已听 {Math.round(listenProcess * 100)}%）
        </Button>
      )}
    </div>
  );
}
