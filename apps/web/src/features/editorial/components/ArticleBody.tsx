import { Fragment, type ReactNode } from 'react';

/**
 * An editorial body as text: '## ' lines are headings, '- ' lines list items,
 * other lines paragraphs. Never parsed as HTML (editors' text stays text).
 */
export function ArticleBody({ body }: { body: string }) {
  const blocks: ReactNode[] = [];
  let items: string[] = [];
  const flush = () => {
    if (items.length === 0) return;
    const list = items;
    items = [];
    blocks.push(
      <ul key={`ul-${blocks.length}`}>
        {list.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>,
    );
  };
  for (const raw of body.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('- ')) {
      items.push(line.slice(2));
      continue;
    }
    flush();
    if (!line) continue;
    if (line.startsWith('## ')) blocks.push(<h3 key={blocks.length}>{line.slice(3)}</h3>);
    else blocks.push(<p key={blocks.length}>{line}</p>);
  }
  flush();
  return (
    <div className="editorial-body" data-testid="editorial-body">
      {blocks.map((block, i) => (
        <Fragment key={i}>{block}</Fragment>
      ))}
    </div>
  );
}
