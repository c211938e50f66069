import {
  BookOutlined,
  ExclamationCircleOutlined,
  LeftOutlined,
  MenuOutlined,
  RightOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import { Button, Drawer, Popover, Tag } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { requestProblemReport } from '../../../stores/problem-report';
import { pageKey, type PageDirection } from '../frame/protocol';
import '../reader.css';

export type ReaderPanel = 'toc' | 'search' | 'bookmarks';

export interface ReaderShellProps {
  title: string;
  /** '试读' tag with what a trial reader may open */
  trialNote: string | null;
  theme: 'day' | 'night' | 'sepia';
  /** 0..1 */
  progress: number;
  position: string;
  controls?: ReactNode;
  panel: ReaderPanel | null;
  onPanel: (panel: ReaderPanel | null) => void;
  toc: ReactNode;
  search: ReactNode;
  bookmarks: ReactNode;
  onPrev: () => void;
  onNext: () => void;
  /** rtl (a right-to-left or vertical book): the next page is to the left, and so are its button and arrow key */
  direction?: PageDirection;
  /** the page (EPUB frame, PDF canvas) */
  children: ReactNode;
  /** what takes the stage instead of the page (trial notice, error); the page stays mounted, hidden and inert */
  overlay?: ReactNode;
  /** the book a problem report from the toolbar is about (spec §3 problemInfo); the page and progress are added */
  problem?: { objectId: number | string; objectType?: number; pageNumber?: number | undefined };
}

const PANEL_TITLES: Record<ReaderPanel, string> = {
  toc: '目录',
  search: '书内搜索',
  bookmarks: '书签',
};

/** The frame of both readers: bar, page with previous/next, footer, side panels; ←/→ and PageUp/PageDown turn pages. */
export function ReaderShell(props: ReaderShellProps) {
  const { onPrev, onNext, panel, onPanel } = props;
  const direction = props.direction ?? 'ltr';
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // The window itself (no element focused) has no closest().
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('input, textarea, [contenteditable="true"]')) return;
      const key = pageKey(event.key, direction);
      if (!key) return;
      event.preventDefault();
      if (key === 'next') onNext();
      else onPrev();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onPrev, onNext, direction]);
  const covered = Boolean(props.overlay);
  const rtl = direction === 'rtl';
  const [narrow, setNarrow] = useState(() => window.innerWidth < 768);
  useEffect(() => {
    const onResize = () => setNarrow(window.innerWidth < 768);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return (
    <div className={`reader reader-theme-${props.theme}`}>
      <header className="reader-bar">
        <h1 className="reader-title" title={props.title}>
          {props.title}
        </h1>
        {props.trialNote ? (
          <Tag color="orange" className="reader-trial-tag">
            {props.trialNote}
          </Tag>
        ) : null}
        <nav className="reader-tools" aria-label="阅读工具">
          <Button type="text" icon={<MenuOutlined />} onClick={() => onPanel('toc')}>
            {narrow ? null : '目录'}
          </Button>
          <Button type="text" icon={<SearchOutlined />} onClick={() => onPanel('search')}>
            {narrow ? null : '搜索'}
          </Button>
          <Button type="text" icon={<BookOutlined />} onClick={() => onPanel('bookmarks')}>
            {narrow ? null : '书签'}
          </Button>
          {props.problem ? (
            <Button
              type="text"
              icon={<ExclamationCircleOutlined />}
              aria-label="问题反馈"
              onClick={() =>
                requestProblemReport({
                  modalTitle: '阅读器问题反馈',
                  title: props.title,
                  objectId: props.problem?.objectId,
                  objectType: props.problem?.objectType,
                  process: props.progress,
                  pageNumber: props.problem?.pageNumber,
                })
              }
            >
              {narrow ? null : '反馈'}
            </Button>
          ) : null}
          {narrow && props.controls ? (
            <Popover
              content={<div className="reader-controls">{props.controls}</div>}
              trigger="click"
              placement="bottomRight"
            >
              <Button type="text" aria-label="阅读设置">
                Aa
              </Button>
            </Popover>
          ) : (
            props.controls
          )}
        </nav>
      </header>
      <main className={covered ? 'reader-stage reader-stage--covered' : 'reader-stage'}>
        <button
          type="button"
          className={`reader-turn ${rtl ? 'reader-turn-next' : 'reader-turn-prev'}`}
          aria-label={rtl ? '下一页' : '上一页'}
          onClick={rtl ? onNext : onPrev}
          inert={covered}
        >
          <LeftOutlined />
        </button>
        <div className="reader-page" inert={covered}>
          {props.children}
        </div>
        <button
          type="button"
          className={`reader-turn ${rtl ? 'reader-turn-prev' : 'reader-turn-next'}`}
          aria-label={rtl ? '上一页' : '下一页'}
          onClick={rtl ? onPrev : onNext}
          inert={covered}
        >
          <RightOutlined />
        </button>
        {props.overlay}
      </main>
      <footer className="reader-foot">
        <span className="reader-position">{props.position}</span>
        <span className="reader-progress" aria-label="阅读进度">
          {Math.round(props.progress * 100)}%
        </span>
      </footer>
      <Drawer
        title={panel ? PANEL_TITLES[panel] : ''}
        placement="left"
        open={panel !== null}
        onClose={() => onPanel(null)}
        size={narrow ? '86%' : 380}
        destroyOnHidden={false}
      >
        <div hidden={panel !== 'toc'}>{props.toc}</div>
        <div hidden={panel !== 'search'}>{props.search}</div>
        <div hidden={panel !== 'bookmarks'}>{props.bookmarks}</div>
      </Drawer>
    </div>
  );
}
