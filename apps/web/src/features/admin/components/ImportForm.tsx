import { useState } from 'react';
import { Button, Checkbox, Space, Typography } from 'antd';
import { useFeedback } from '../../../components/feedback/feedback-api';
import { JobAdminMessages, JobImportLimits } from '@moyue/contracts/api/jobs-admin';
import { ApiError } from '../../../api/api-error';
import { useAdminJobWrite } from '../api/jobs-admin';

/** The file as a data: URL (base64); the server reads past its prefix. */
const readAsBase64 = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.')).toLowerCase();

/** The refusal of a chosen file, or null when it may go (the server checks again). */
function checkFile(file: File, kind: 'book' | 'audio'): string | null {
  const types: readonly string[] =
    kind === 'book' ? JobImportLimits.bookTypes : JobImportLimits.audioTypes;
  if (!types.includes(extensionOf(file.name)))
    return kind === 'book' ? JobAdminMessages.BadBookType : JobAdminMessages.BadAudioType;
  const limit = kind === 'book' ? JobImportLimits.bookBytes : JobImportLimits.audioBytes;
  if (file.size > limit)
    return kind === 'book' ? JobAdminMessages.BookTooLarge : JobAdminMessages.AudioTooLarge;
  return null;
}

/** 导入: an EPUB/PDF (and optionally its audio) uploaded into the import queue. */
export function ImportForm() {
  const { importBook } = useAdminJobWrite();
  const { message } = useFeedback();
  const [book, setBook] = useState<File | null>(null);
  const [audio, setAudio] = useState<File | null>(null);
  const [free, setFree] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const choose =
    (kind: 'book' | 'audio', set: (file: File | null) => void) =>
    (event: React.ChangeEvent<HTMLInputElement>) => {
      const file = event.target.files?.[0] ?? null;
      const refusal = file ? checkFile(file, kind) : null;
      if (refusal) {
        void message.error(refusal);
        event.target.value = '';
        set(null);
        return;
      }
      set(file);
    };
  const submit = async () => {
    if (!book) {
      void message.error(JobAdminMessages.NoFile);
      return;
    }
    try {
      await importBook.mutateAsync({
        fileName: book.name,
        file: await readAsBase64(book),
        ...(audio ? { audioName: audio.name, audio: await readAsBase64(audio) } : {}),
        free,
      });
      void message.success(JobAdminMessages.Enqueued);
      setBook(null);
      setAudio(null);
      setFormKey((key) => key + 1);
    } catch (failure) {
      void message.error(failure instanceof ApiError ? failure.description : '上传失败');
    }
  };
  return (
    <form
      className="admin-import"
      style={{ marginBottom: 16 }}
      key={formKey}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Typography.Title level={5}>导入图书</Typography.Title>
      <Space wrap>
        <label>
          图书文件（EPUB/PDF，≤{JobImportLimits.bookBytes / 1024 / 1024} MB）：
          <input
            type="file"
            accept={JobImportLimits.bookTypes.join(',')}
            aria-label="图书文件"
            onChange={choose('book', setBook)}
          />
        </label>
        <label>
          有声书音频（可选，≤{JobImportLimits.audioBytes / 1024 / 1024} MB）：
          <input
            type="file"
            accept={JobImportLimits.audioTypes.join(',')}
            aria-label="有声书音频"
            onChange={choose('audio', setAudio)}
          />
        </label>
        <Checkbox checked={free} onChange={(event) => setFree(event.target.checked)}>
          免费阅读
        </Checkbox>
        <Button type="primary" htmlType="submit" loading={importBook.isPending}>
          上传并导入
        </Button>
      </Space>
    </form>
  );
}
