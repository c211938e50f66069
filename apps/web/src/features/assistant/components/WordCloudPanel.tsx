import { useState } from 'react';
import { Button, Dropdown, Empty, Popover, Skeleton } from 'antd';
import type { WordCloudTopic } from '@moyue/contracts/api/assistant';
import { AiMessages, WordCloudLabels } from '@moyue/contracts/messages';
import { useAppStore } from '../../../stores/app-store';
import { useWordCloud, type WordCloudBook } from '../api/get-word-cloud';
import { sizedWords, splitTopics } from './word-cloud-model';
import './assistant.css';

/** A word's hover card (spec §2): 出现次数, 原文展示 and 页码. */
function WordDetail({ word }: { word: { count: number; reference: string; page: number } }) {
  return (
    <dl className="ai-cloud__detail" data-testid="ai-word-detail">
      <dt>{WordCloudLabels.Count}</dt>
      <dd>{word.count}</dd>
      <dt>{WordCloudLabels.Excerpt}</dt>
      <dd>{word.reference || '该段落不在试读范围内'}</dd>
      <dt>{WordCloudLabels.Page}</dt>
      <dd>{word.page}</dd>
    </dl>
  );
}

function TopicWords({ topic }: { topic: WordCloudTopic }) {
  return (
    <div className="ai-cloud__words" data-testid="ai-cloud-words">
      {sizedWords(topic).map((word) => (
        <Popover key={word.word} content={<WordDetail word={word} />} title={word.word}>
          <span
            className="ai-cloud__word"
            style={{ fontSize: word.size }}
            tabIndex={0}
            data-testid="ai-cloud-word"
          >
            {word.word}
          </span>
        </Popover>
      ))}
    </div>
  );
}

/**
 * The word cloud of a book (spec §2, §3.17, §9): the first 6 topics as
 * buttons and the rest under 更多; words sized 12–60 by count; hover shows
 * 出现次数, 原文展示 and 页码; none → '未获取到词云数据，请稍后再试！'.
 */
export function WordCloudPanel({ book }: { book: WordCloudBook }) {
  const viewer = String(useAppStore((state) => state.user?.Id) ?? 'anon');
  const cloud = useWordCloud(book, viewer);
  const [chosen, setChosen] = useState(0);
  if (cloud.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  const topics = cloud.data ?? [];
  if (cloud.isError || topics.length === 0)
    return <Empty data-testid="ai-cloud-empty" description={AiMessages.WordCloudEmpty} />;
  const { visible, more } = splitTopics(topics);
  const topic = topics[Math.min(chosen, topics.length - 1)]!;
  return (
    <section className="ai-cloud" data-testid="ai-cloud">
      <div className="ai-cloud__topics" role="tablist">
        {visible.map((item, i) => (
          <Button
            key={item.name}
            size="small"
            autoInsertSpace={false}
            type={i === chosen ? 'primary' : 'default'}
            onClick={() => setChosen(i)}
            data-testid="ai-cloud-topic"
          >
            {item.name}
          </Button>
        ))}
        {more.length > 0 ? (
          <Dropdown
            menu={{
              items: more.map((item, i) => ({ key: String(visible.length + i), label: item.name })),
              onClick: ({ key }) => setChosen(Number(key)),
              selectedKeys: [String(chosen)],
            }}
          >
            <Button
              size="small"
              autoInsertSpace={false}
              type={chosen >= visible.length ? 'primary' : 'default'}
            >
              更多
            </Button>
          </Dropdown>
        ) : null}
      </div>
      <TopicWords topic={topic} />
    </section>
  );
}
