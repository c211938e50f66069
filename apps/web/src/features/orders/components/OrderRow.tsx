import { Link } from 'react-router';
import type { OrderItem } from '@moyue/contracts/api/reading';
import { decodeHtmlEntities } from '@moyue/contracts/format-text';
import { CoverImage } from '../../../components/cover-image/CoverImage';
import { getHref } from '../../../config/paths';

/** One ordered item: cover, title (to its detail page), author and publisher, when ordered and until when. */
export function OrderRow({ order }: { order: OrderItem }) {
  const { Content: content } = order;
  const title = decodeHtmlEntities(content.Title);
  const href = getHref.bookDetail(content.Id);
  return (
    <li className="order-row" data-testid="order-row">
      <Link to={href} className="order-row__cover" tabIndex={-1} aria-hidden>
        {content.CoverUrl ? (
          <CoverImage src={content.CoverUrl} alt="" sizes="72px" />
        ) : (
          <span className="order-row__placeholder">{title.slice(0, 1)}</span>
        )}
      </Link>
      <div className="order-row__body">
        <h3>
          <Link to={href}>{title}</Link>
        </h3>
        <p className="order-row__meta">
          {[content.Author, content.Publisher].filter(Boolean).join(' · ') || '\u00a0'}
        </p>
        <p className="order-row__dates">
          <span>订购时间 {order.CreateTime}</span>
          <span>{order.ExpireTime ? `有效期至 ${order.ExpireTime}` : '长期有效'}</span>
        </p>
      </div>
      <Link to={href} className="order-row__action">
        查看详情
      </Link>
    </li>
  );
}
