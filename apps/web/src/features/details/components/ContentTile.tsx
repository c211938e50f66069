import { Link } from 'react-router';
import { contentDetailPath } from '@moyue/contracts/api/catalog';
import { decodeHtmlEntities } from '@moyue/contracts/format-text';
import { ObjectType } from '@moyue/contracts/object-types';
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
  return (
    <li className={item.ObjectType === ObjectType.Course ? 'content-tile--course' : undefined}>
      <Link to={contentDetailPath(item.ObjectType, item.Id)}>
        {item.CoverUrl ? (
          <img src={item.CoverUrl} alt={title} loading="lazy" />
        ) : (
          <span className="detail-side__blank">{title}</span>
        )}
        <strong>{title}</strong>
        {subtitle !== undefined && <small>{subtitle}</small>}
      </Link>
    </li>
  );
}
