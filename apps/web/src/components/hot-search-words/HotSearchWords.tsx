import { useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button, Empty, Skeleton } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { HOT_WORDS_BOX_MAX_HEIGHT_PX, HOT_WORD_FONT_SIZES_PX } from '@moyue/contracts/ui-constants';
import { visibleHotWords } from '@moyue/contracts/rules';
import { getHref } from '../../config/paths';
import { useMeasureNextFrame } from '../../hooks/use-next-frame';
import { useSiteNavigate } from '../../lib/site-navigation';
import { useHotSearchWords } from './get-hot-search-words';
import './hot-search-words.css';

const randomFontSize = () =>
  HOT_WORD_FONT_SIZES_PX[Math.floor(Math.random() * HOT_WORD_FONT_SIZES_PX.length)] ?? 14;

/** spec §2 hot search words: ≤6 words under 8 characters, random sizes, next page, the 250 px rule; a click searches. */
export function HotSearchWords() {
  const [page, setPage] = useState(1);
  const { data, isLoading, isError } = useHotSearchWords(page);
  const navigate = useSiteNavigate();
  const words = useMemo(
    () =>
      visibleHotWords(data ?? []).map((word) => ({
        title: word.Title.trim(),
        fontSize: randomFontSize(),
      })),
    [data],
  );
  // How many of these words fit; all of them until measured.
  const [fitted, setFitted] = useState<{ words: typeof words; count: number } | null>(null);
  const shown = fitted?.words === words ? fitted.count : words.length;
  const boxRef = useRef<HTMLDivElement>(null);

  // spec §4: drop words from the end until the label box is at most 250 px high, each drop
  // drawn at once (measured in the next frame, not in React's commit; issue 16).
  useMeasureNextFrame(() => {
    const box = boxRef.current;
    let count = words.length;
    while (box && count > 0 && box.offsetHeight > HOT_WORDS_BOX_MAX_HEIGHT_PX) {
      count -= 1;
      const fits = count;
      flushSync(() => setFitted({ words, count: fits }));
    }
  }, [words]);
  // An empty page means the list ran out: start again at the first.
  useEffect(() => {
    if (page > 1 && data?.length === 0) setPage(1);
  }, [data, page]);

  const nextPage = () => setPage((current) => current + 1);

  return (
    <section className="hot-words" aria-label="热门搜索">
      <header className="hot-words__head">
        <h2>热门搜索</h2>
        <Button
          type="link"
          size="small"
          icon={<ReloadOutlined />}
          onClick={nextPage}
          data-testid="hot-words-next"
        >
          换一换
        </Button>
      </header>
      <div className="hot-words__box" ref={boxRef} data-testid="hot-words" data-page={page}>
        {isLoading && <Skeleton active paragraph={{ rows: 1 }} title={false} />}
        {isError && <span className="hot-words__error">热词加载失败，请稍后再试</span>}
        {!isLoading && !isError && words.length === 0 && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据！" />
        )}
        {words.slice(0, shown).map((word) => (
          <a
            key={word.title}
            href={getHref.resourceSearch(word.title)}
            className="hot-words__word"
            style={{ fontSize: word.fontSize }}
            onClick={(event) => {
              event.preventDefault();
              navigate(getHref.resourceSearch(word.title));
            }}
          >
            {word.title}
          </a>
        ))}
      </div>
    </section>
  );
}
