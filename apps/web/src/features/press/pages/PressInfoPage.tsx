import { Descriptions } from 'antd';
import { PressFrame } from '../components/PressFrame';

/** /press/info: the press's introduction and its data (spec §3 Press data: DcdAdress). */
export function PressInfoPage() {
  return (
    <PressFrame active="pressInfo">
      {(press) => (
        <section className="press-section" data-testid="press-info">
          <h2>出版社简介</h2>
          <p className="press-info__intro">{press.Introduction || '这家出版社还没有简介。'}</p>
          <Descriptions
            column={1}
            bordered
            size="small"
            items={[
              { key: 'title', label: '名称', children: press.Title },
              { key: 'address', label: '地址', children: press.DcdAdress || '—' },
              { key: 'books', label: '图书', children: `${press.BookCount} 种` },
              {
                key: 'departments',
                label: '编辑部门',
                children: press.Departments.map((d) => d.Title).join('、') || '—',
              },
              { key: 'follows', label: '关注', children: `${press.FollowNumber} 人` },
            ]}
          />
        </section>
      )}
    </PressFrame>
  );
}
