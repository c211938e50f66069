import { Tag } from 'antd';
import { splitKeywords } from '@moyue/contracts/format-text';
import { getHref } from '../config/paths';
import './knowledge-point-chips.css';

/**
 * spec §2: the knowledge points of a course as chips; each opens /wrap/resuResSearch in a new
 * tab with inSearch (the point as keyword) and searchType 1. Takes the course's Keywords
 * (separated by the full-width comma, spec §3) or a list.
 */
export function KnowledgePointChips({
  keywords,
  title = '知识点',
}: {
  keywords: string | readonly string[];
  title?: string;
}) {
  const points = [
    ...new Set(
      (typeof keywords === 'string' ? splitKeywords(keywords) : keywords)
        .map((point) => point.trim())
        .filter(Boolean),
    ),
  ];
  if (points.length === 0) return null;
  return (
    <div className="knowledge-points" role="group" aria-label={title}>
      <span className="knowledge-points__title">{title}：</span>
      {points.map((point) => (
        <Tag key={point} className="knowledge-points__chip" color="volcano" bordered={false}>
          <a href={getHref.resourceSearch(point)} target="_blank" rel="noopener noreferrer">
            {point}
          </a>
        </Tag>
      ))}
    </div>
  );
}
