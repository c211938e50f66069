import { Button, Form, Input, List } from 'antd';
import { useFeedback } from '../../../components/feedback/feedback-api';
import { useEffect, useState } from 'react';
import type { EngagementContent } from '@moyue/contracts/api/engagement';
import {
  READING_LIST_CONTENTS_MAX,
  READING_LIST_DESCRIPTION_MAX,
  READING_LIST_TITLE_MAX,
  type ReadingListDetail,
} from '@moyue/contracts/api/reading-lists';
import { Code } from '@moyue/contracts/codes';
import { decodeHtmlEntities } from '@moyue/contracts/format-text';
import { ApiError } from '../../../api/api-error';
import { useSaveReadingList } from '../api/save-reading-list';
import { useSearchBooks } from '../api/search-books';

type Picked = Pick<EngagementContent, 'Id' | 'Title' | 'Author' | 'CoverUrl'>;

/** A teacher's list: title, description, and books found by search, in the order added. */
export function ReadingListEditor({
  editing,
  onSaved,
}: {
  editing: ReadingListDetail | null;
  onSaved: (id: number) => void;
}) {
  const { message } = useFeedback();
  const [form] = Form.useForm<{ Title: string; Description: string }>();
  const [picked, setPicked] = useState<Picked[]>([]);
  const [keyword, setKeyword] = useState('');
  const books = useSearchBooks(keyword);
  const save = useSaveReadingList();
  useEffect(() => {
    form.setFieldsValue({ Title: editing?.Title ?? '', Description: editing?.Description ?? '' });
    setPicked(editing?.Contents ?? []);
  }, [editing, form]);

  const add = (book: Picked) =>
    setPicked((list) =>
      list.some((item) => item.Id === book.Id) || list.length >= READING_LIST_CONTENTS_MAX
        ? list
        : [...list, book],
    );
  const submit = async (values: { Title: string; Description: string }) => {
    if (picked.length === 0) {
      void message.warning('请至少加入一本书');
      return;
    }
    try {
      const saved = await save.mutateAsync({
        ...(editing ? { id: editing.Id } : {}),
        Title: values.Title,
        Description: values.Description ?? '',
        ContentIds: picked.map((item) => item.Id),
      });
      void message.success(editing ? '书单已保存' : '书单已创建');
      onSaved(saved.Id);
    } catch (error) {
      // Code 21 is toasted by the client already (spec §8).
      if (!(error instanceof ApiError)) throw error;
      if (error.code !== Code.Toast) void message.error(error.description);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={(values) => void submit(values)}
      className="reading-list-editor"
    >
      <Form.Item
        name="Title"
        label="书单名称"
        rules={[{ required: true, whitespace: true, message: '请输入书单名称' }]}
      >
        <Input maxLength={READING_LIST_TITLE_MAX} showCount placeholder="如：高一暑期必读" />
      </Form.Item>
      <Form.Item name="Description" label="推荐语">
        <Input.TextArea
          maxLength={READING_LIST_DESCRIPTION_MAX}
          showCount
          rows={3}
          placeholder="告诉学生为什么读这些书"
        />
      </Form.Item>
      <Form.Item label={`书单中的书（${picked.length}）`}>
        <List
          size="small"
          bordered
          locale={{ emptyText: '在下方搜索并加入图书' }}
          dataSource={picked}
          renderItem={(item, index) => (
            <List.Item
              data-testid="picked-book"
              actions={[
                <Button
                  key="up"
                  size="small"
                  type="link"
                  disabled={index === 0}
                  onClick={() =>
                    setPicked((list) => {
                      const next = [...list];
                      [next[index - 1], next[index]] = [next[index]!, next[index - 1]!];
                      return next;
                    })
                  }
                >
                  上移
                </Button>,
                <Button
                  key="remove"
                  size="small"
                  type="link"
                  danger
                  onClick={() => setPicked((list) => list.filter((x) => x.Id !== item.Id))}
                >
                  移除
                </Button>,
              ]}
            >
              {index + 1}. {decodeHtmlEntities(item.Title)}
              <span className="reading-list-editor__author">{decodeHtmlEntities(item.Author)}</span>
            </List.Item>
          )}
        />
      </Form.Item>
      <Input.Search
        placeholder="搜索书名、作者，加入书单"
        enterButton="搜索图书"
        maxLength={50}
        onSearch={(value) => setKeyword(value.trim())}
        aria-label="搜索图书"
      />
      <List
        size="small"
        className="reading-list-editor__results"
        loading={books.isFetching}
        dataSource={keyword ? (books.data?.ItemList ?? []) : []}
        renderItem={(book) => (
          <List.Item
            data-testid="book-result"
            actions={[
              <Button
                key="add"
                size="small"
                disabled={picked.some((item) => item.Id === book.Id)}
                onClick={() => add(book)}
              >
                加入
              </Button>,
            ]}
          >
            {decodeHtmlEntities(book.Title)}
            <span className="reading-list-editor__author">{decodeHtmlEntities(book.Author)}</span>
          </List.Item>
        )}
      />
      <Button type="primary" htmlType="submit" loading={save.isPending} block>
        {editing ? '保存书单' : '创建书单'}
      </Button>
    </Form>
  );
}
