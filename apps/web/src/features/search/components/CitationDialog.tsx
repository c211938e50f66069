import { Button, Modal, Typography } from 'antd';
import { useFeedback } from '../../../components/feedback/feedback-api';
import { formatCitation } from '@moyue/contracts/citation';
import { CopyMessages } from '@moyue/contracts/messages';
import type { ContentSummary } from '@moyue/contracts/api/search';
import { copyText } from '../../../lib/clipboard';

/** spec §2/§9: the citation '[1] author. title[M]. publisher, year.' with a copy button. */
export function CitationDialog({
  content,
  open,
  onClose,
}: {
  content: ContentSummary;
  open: boolean;
  onClose: () => void;
}) {
  const { message } = useFeedback();
  const citation = formatCitation({
    author: content.Author,
    title: content.Title,
    publisher: content.Publisher,
    issueDate: content.IssueDate,
  });
  const copy = async () => {
    await copyText(citation);
    void message.success(CopyMessages.Copied);
  };
  return (
    <Modal
      title="引用"
      open={open}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={() => void copy()}>
          复制
        </Button>
      }
    >
      <Typography.Paragraph data-testid="citation-text">{citation}</Typography.Paragraph>
    </Modal>
  );
}
