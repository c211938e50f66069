import { useState } from 'react';
import { Button, Empty, Pagination, Skeleton, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import type { PdfItem } from '@moyue/contracts/api/special';
import { decodeHtmlEntities } from '@moyue/contracts/format-text';
import { CoverImage } from '../../../components/cover-image/CoverImage';
import { getHref } from '../../../config/paths';
import { usePdfList } from '../api/pdf-list';
import './special.css';

const PAGE_SIZE = 12;

const sizeText = (bytes: number): string =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** spec §2: the PDF reader opens in a new tab, through its licence and file grant. */
const readerHref = (item: PdfItem) =>
  getHref.reader('pdf', {
    id: item.Id,
    contentexternalid: item.ExternalId,
    objectType: item.ObjectType,
  });

/**
 * /gdpdf (PDF 阅读): the catalogue's PDF editions; each opens in the PDF
 * reader (licence, key and file grant of the server; trial pages unless the
 * reader holds the book). ?id= puts that book first.
 */
export function GdPdfPage() {
  const [params] = useSearchParams();
  const chosen = Number(params.get('id') ?? '');
  const [cp, setCp] = useState(1);
  const pdfs = usePdfList({ cp, ps: PAGE_SIZE });
  const items = [...(pdfs.data?.ItemList ?? [])].sort(
    (a, b) => Number(b.Id === chosen) - Number(a.Id === chosen),
  );

  return (
    <section className="special-page special-page--wide" data-testid="gdpdf-page">
      <header className="special-page__head">
        <div>
          <h2>PDF 阅读</h2>
          <p className="special-page__lead">原版版式的 PDF 典籍，在线阅读（未获授权时可试读）</p>
        </div>
      </header>
      {pdfs.isPending ? (
        <Skeleton active />
      ) : pdfs.isError ? (
        <Empty description={pdfs.error.message} />
      ) : items.length === 0 ? (
        <Empty description="暂无数据！" />
      ) : (
        <>
          <ul className="special-pdfs">
            {items.map((item) => {
              const title = decodeHtmlEntities(item.Title);
              return (
                <li
                  key={item.Id}
                  className={item.Id === chosen ? 'special-pdf is-chosen' : 'special-pdf'}
                  data-testid="pdf-item"
                >
                  <Link to={getHref.bookDetail(item.Id)} className="special-pdf__cover">
                    {item.CoverUrl ? (
                      <CoverImage src={item.CoverUrl} alt={title} sizes="96px" />
                    ) : (
                      title
                    )}
                  </Link>
                  <div className="special-pdf__body">
                    <Link to={getHref.bookDetail(item.Id)} className="special-pdf__title">
                      {title}
                    </Link>
                    <p>
                      {[decodeHtmlEntities(item.Author), item.Publisher]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                    <p>
                      <Tag>PDF</Tag>
                      {item.Pages} 页 · {sizeText(item.ByteSize)}
                      {item.IsFree && <Tag color="green">免费</Tag>}
                    </p>
                    <Button type="primary" href={readerHref(item)} target="_blank" rel="noopener">
                      阅读 PDF
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
          {(pdfs.data?.RecordCount ?? 0) > PAGE_SIZE && (
            <Pagination
              className="special-page__pager"
              current={cp}
              pageSize={PAGE_SIZE}
              total={pdfs.data?.RecordCount ?? 0}
              onChange={setCp}
              showSizeChanger={false}
            />
          )}
        </>
      )}
    </section>
  );
}
