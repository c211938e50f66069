import { Button, Card, Col, Empty, Result, Row } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SocialStatus } from '@moyue/contracts/messages';
import { ReadingListMessages } from '@moyue/contracts/api/reading-lists';
import { getHref, paths } from '../../../config/paths';
import { useAppStore } from '../../../stores/app-store';
import { useReadingList } from '../api/get-reading-list';
import { useMyReadingLists } from '../api/my-reading-lists';
import { ReadingListCard } from '../components/ReadingListCard';
import { ReadingListEditor } from '../components/ReadingListEditor';
import '../reading-lists.css';

/**
 * /wrap/recommendBook (spec §6, teachers only): the teacher's recommended
 * reading lists for students — create one, or edit one (?edit=id). The
 * server refuses anyone else; the page says so instead of a form.
 */
export function RecommendBookPage() {
  const user = useAppStore((state) => state.user);
  const isTeacher = user?.SocialStatus === SocialStatus.Teacher;
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const editId = Number(search.get('edit')) || 0;
  const mine = useMyReadingLists(isTeacher);
  const editing = useReadingList(isTeacher ? editId : 0);
  if (!user)
    return (
      <Result
        status="info"
        title="登录后，教师可以为学生创建推荐书单"
        extra={
          <Link to={getHref.login(paths.recommendBook)}>
            <Button type="primary">登录</Button>
          </Link>
        }
      />
    );
  if (!isTeacher)
    return (
      <Result
        status="403"
        title={ReadingListMessages.TeachersOnly}
        extra={<Link to={paths.recommendList}>浏览推荐书单</Link>}
      />
    );
  return (
    <div className="recommend-book" data-testid="recommend-book">
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={14}>
          <Card
            title={editId ? '编辑推荐书单' : '新建推荐书单'}
            extra={editId ? <Link to={paths.recommendBook}>新建</Link> : null}
          >
            <ReadingListEditor
              key={editId}
              editing={editId ? (editing.data ?? null) : null}
              onSaved={(id) => void navigate(getHref.readingListDetail(id))}
            />
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card title="我创建的书单">
            {(mine.data?.ItemList.length ?? 0) === 0 ? (
              <Empty description="还没有书单" />
            ) : (
              <div className="recommend-book__mine">
                {mine.data?.ItemList.map((list) => (
                  <div key={list.Id} className="recommend-book__item">
                    <ReadingListCard list={list} />
                    <Link to={getHref.recommendBook(list.Id)}>编辑</Link>
                  </div>
                ))}
              </div>
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
