import { Button, Modal, Space, Typography } from 'antd';
import { useFeedback } from '../../../components/feedback/feedback-api';
import type { ContentDetail } from '@moyue/contracts/api/catalog';
import {
  formatBibtex,
  formatCitation,
  formatRis,
  type CitationRecord,
} from '@moyue/contracts/citation';
import { CopyMessages } from '@moyue/contracts/messages';
import { copyText } from '../../../lib/clipboard';
import './detail-actions.css';

function download(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A file name from the title: no path or reserved characters, at most 60 characters. */
const fileNameOf = (title: string): string =>
  Array.from(title.replace(/[\\/:*?"<>|\s]+/g, '_'))
    .slice(0, 60)
    .join('') || 'citation';

/** spec §2/§9: the citation '[1] author. title[M]. publisher, year.' with copy, and BibTeX / RIS downloads. */
export function CitationDialog({
  detail,
  title,
  abstracts,
  isbn,
  open,
  onClose,
}: {
  detail: ContentDetail;
  title: string;
  abstracts: string;
  isbn: string;
  open: boolean;
  onClose: () => void;
}) {
  const { message } = useFeedback();
  const record: CitationRecord = {
    author: detail.Author,
    title,
    publisher: detail.Publisher,
    issueDate: detail.IssueDate,
    isbn,
    keywords: detail.ExtendData.Keywords,
    abstract: abstracts,
    url: detail.ExtendData.ShareUrl,
    key: detail.Id,
  };
  const citation = formatCitation(record);
  return (
    <Modal
      title="引用"
      open={open}
      onCancel={onClose}
      footer={
        <Space wrap>
          <Button
            onClick={() =>
              download(formatBibtex(record), `${fileNameOf(title)}.bib`, 'application/x-bibtex')
            }
          >
            下载 BibTeX
          </Button>
          <Button
            onClick={() =>
              download(
                formatRis(record),
                `${fileNameOf(title)}.ris`,
                'application/x-research-info-systems',
              )
            }
          >
            下载 RIS
          </Button>
          <Button
            type="primary"
            onClick={() => void copyText(citation).then(() => message.success(CopyMessages.Copied))}
          >
            复制
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph data-testid="citation-text" className="citation-text">
        {citation}
      </Typography.Paragraph>
      <Typography.Text type="secondary">参考文献格式：GB/T 7714</Typography.Text>
    </Modal>
  );
}
