import { Button } from 'antd';
import { useFeedback } from '../../../components/feedback/feedback-api';
import { useQueryClient } from '@tanstack/react-query';
import { BookshelfMessages } from '@moyue/contracts/messages';
import { useAddToBookshelf, useBookshelfEntry } from '../api/bookshelf';
import { failureText } from '../failure';
import { loginFirst } from '../login-first';
import { useSignedIn, useViewerKey } from '../viewer';

/** spec §4 bookshelf state: addable → added; the server's Description is shown on success (spec §8). */
export function BookshelfButton({ objectId }: { objectId: number }) {
  const { message } = useFeedback();
  const viewer = useViewerKey();
  const signedIn = useSignedIn();
  const queryClient = useQueryClient();
  const entry = useBookshelfEntry(objectId, viewer, signedIn);
  const add = useAddToBookshelf();
  const added = signedIn && Boolean(entry.data);

  const addNow = (): void =>
    add.mutate(objectId, {
      onSuccess: (envelope) => {
        void message.success(envelope.Description || BookshelfMessages.Added);
        void queryClient.invalidateQueries({ queryKey: ['details', 'bookshelf', objectId] });
      },
      onError: (error) => {
        const text = failureText(error, addNow);
        if (text) void message.error(text);
      },
    });

  return (
    <Button
      size="large"
      disabled={added}
      loading={add.isPending}
      onClick={() => loginFirst(addNow)}
      data-testid="bookshelf-button"
    >
      {added ? '已加入书架' : BookshelfMessages.Addable}
    </Button>
  );
}
