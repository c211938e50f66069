import { Link } from 'react-router';
import { CustomerServiceOutlined, PlayCircleOutlined } from '@ant-design/icons';
import type { ResourceSearchItem } from '@moyue/contracts/api/search';
import { decodeHtmlEntities } from '@moyue/contracts/format-text';
import { CoverImage } from '../../../components/cover-image/CoverImage';
import { getHref } from '../../../config/paths';

/** spec §1 object type of a course (107); 156 is an audio book. */
const COURSE = 107;

/** A course or audio book of the landing page: cover, title, lecturer/author and plays. */
export function MediaTile({ item }: { item: ResourceSearchItem }) {
  const title = decodeHtmlEntities(item.Title);
  const isCourse = item.ObjectType === COURSE;
  const href = isCourse ? getHref.lessonsDetail(item.Id) : getHref.bookDetail(item.Id);
  return (
    <li className={`media-tile${isCourse ? '' : ' media-tile--audio'}`} data-testid="media-tile">
      <Link to={href} className="media-tile__link" title={title}>
        <span className="media-tile__cover">
          {item.CoverUrl ? (
            <CoverImage
              src={item.CoverUrl}
              alt=""
              sizes="(max-width: 600px) 100vw, 300px"
              {...(isCourse ? { width: 266, height: 150 } : {})}
            />
          ) : (
            <span>{title}</span>
          )}
        </span>
        <span className="media-tile__title">{title}</span>
        <span className="media-tile__meta">
          <span className="media-tile__author">{decodeHtmlEntities(item.Author)}</span>
          <span aria-label={isCourse ? '播放次数' : '收听次数'}>
            {isCourse ? <PlayCircleOutlined /> : <CustomerServiceOutlined />} {item.ReadCount}
          </span>
        </span>
      </Link>
    </li>
  );
}
