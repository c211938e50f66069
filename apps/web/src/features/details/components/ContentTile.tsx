import { Link } from 'react-router';
import { contentDetailPath } from '@moyue/contracts/api/catalog';
import { decodeHtmlEntities } from '@moyue/contracts/format-text';
import { ObjectType } from '@moyue/contracts/object-types';
import { CoverImage } from '../../../components/cover-image/CoverImage';
import './side-lists.css';

/** A cover tile linking to an item's detail page; a blank cover shows the title; a course's cover is wide. */
export function ContentTile({
  item,
  subtitle,
}: {
  item: { Id: number; ObjectType: number; Title: string; CoverUrl: string };
  subtitle?: string;
}) {
  const title = decodeHtmlEntities(item.Title);
  const isCourse = item.ObjectType === ObjectType.Course;
  return (
    <li className={isCourse ? 'content-tile--course' : undefined}>
      <Link to={contentDetailPath(item.ObjectType, item.Id)}>
        {item.CoverUrl ? (
          // side-lists.css: two a row (110 px) in the side column, or a course's whole row
          <CoverImage
            src={item.CoverUrl}
            alt={title}
            sizes={isCourse ? '(max-width: 900px) 100vw, 280px' : '(max-width: 900px) 150px, 110px'}
            {...(isCourse ? { width: 266, height: 150 } : {})}
          />
        ) : (
          <span className="detail-side__blank">{title}</span>
        )}
        <strong>{title}</strong>
        {subtitle !== undefined && <small>{subtitle}</small>}
      </Link>
    </li>
  );
}
