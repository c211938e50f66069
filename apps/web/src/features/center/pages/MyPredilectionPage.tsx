import { Button, Empty, Skeleton, Tag } from 'antd';
import { useFeedback } from '../../../components/feedback/feedback-api';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  CenterMessages,
  PREFERENCE_MAX,
  type PreferenceCategory,
} from '@moyue/contracts/api/center';
import { paths } from '../../../config/paths';
import { usePredilection, useSavePredilection } from '../api/predilection';
import './records.css';

function ClassGroup({
  top,
  picked,
  toggle,
}: {
  top: PreferenceCategory;
  picked: ReadonlySet<number>;
  toggle: (id: number) => void;
}) {
  const pickedBelow = top.Child.filter((child) => picked.has(child.Id)).length;
  const [open, setOpen] = useState(pickedBelow > 0);
  return (
    <li className="predilection__group" data-testid="predilection-class">
      <div className="predilection__top">
        <Tag.CheckableTag checked={picked.has(top.Id)} onChange={() => toggle(top.Id)}>
          <span title={top.Title}>{top.Title}</span>
        </Tag.CheckableTag>
        {top.Child.length > 0 && (
          <Button type="link" size="small" onClick={() => setOpen(!open)}>
            {open ? '收起' : `细分${pickedBelow > 0 ? `（已选${pickedBelow}）` : ''}`}
          </Button>
        )}
      </div>
      {open && (
        <div className="predilection__children">
          {top.Child.map((child) => (
            <Tag.CheckableTag
              key={child.Id}
              checked={picked.has(child.Id)}
              onChange={() => toggle(child.Id)}
            >
              {child.Title}
            </Tag.CheckableTag>
          ))}
        </div>
      )}
    </li>
  );
}

/**
 * /wrap/center/myPredilection: the reader picks the 中图法 classes they like
 * (at most 10); the home page's 猜你喜欢 then shows books of those classes.
 */
export function MyPredilectionPage() {
  const detail = usePredilection();
  const save = useSavePredilection();
  const { message } = useFeedback();
  const [picked, setPicked] = useState<Set<number>>(new Set());
  useEffect(() => {
    if (detail.data) setPicked(new Set(detail.data.CategoryIds));
  }, [detail.data]);

  const toggle = (id: number) => {
    const next = new Set(picked);
    if (next.has(id)) next.delete(id);
    else if (next.size >= PREFERENCE_MAX) {
      void message.warning(CenterMessages.TooManyPreferences);
      return;
    } else next.add(id);
    setPicked(next);
  };
  const stored = new Set(detail.data?.CategoryIds ?? []);
  const changed = picked.size !== stored.size || [...picked].some((id) => !stored.has(id));
  const submit = () =>
    save.mutate([...picked], {
      onSuccess: () => void message.success(CenterMessages.PreferencesSaved),
      onError: (error) => void message.warning(error.message),
    });

  return (
    <section className="records predilection" data-testid="my-predilection-page">
      <header className="records__head">
        <h2>阅读偏好</h2>
        <span className="records__count">
          已选 {picked.size}/{PREFERENCE_MAX}
        </span>
      </header>
      <p className="records__hint">
        选出你喜欢的图书分类（中图法），首页的「猜你喜欢」会按它们为你挑书。
      </p>
      {detail.isPending ? (
        <Skeleton active />
      ) : detail.error ? (
        <Empty description={detail.error.message} />
      ) : detail.data.Categories.length === 0 ? (
        <Empty description="暂无数据！" />
      ) : (
        <ul className="predilection__list">
          {detail.data.Categories.map((top) => (
            <ClassGroup key={top.Id} top={top} picked={picked} toggle={toggle} />
          ))}
        </ul>
      )}
      <footer className="predilection__actions">
        <Button type="primary" onClick={submit} loading={save.isPending} disabled={!changed}>
          保存偏好
        </Button>
        {picked.size > 0 && <Button onClick={() => setPicked(new Set())}>全部清除</Button>}
        {stored.size > 0 && !changed && <Link to={paths.home}>去首页看看猜你喜欢</Link>}
      </footer>
    </section>
  );
}
