import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Col, Form, Input, InputNumber, Row, Space, TreeSelect } from 'antd';
import type { CategoryNode } from '@moyue/contracts/api/search';
import { useHierarchyDetail } from '../api/hierarchy-detail';
import {
  AdvancedSearchMessages,
  EMPTY_ADVANCED_SEARCH,
  YEAR_MAX,
  YEAR_MIN,
  isbnHasValidCharacters,
  validateAdvancedSearch,
  type AdvancedSearchFields,
} from '../advanced-search';

interface CategoryOption {
  value: number;
  title: string;
  children: CategoryOption[];
}
const toOptions = (nodes: readonly CategoryNode[]): CategoryOption[] =>
  nodes.map((node) => ({ value: node.Id, title: node.Title, children: toOptions(node.Child) }));

const isYearOrBlank = (year: unknown) =>
  year === null ||
  year === undefined ||
  (typeof year === 'number' && Number.isInteger(year) && year >= YEAR_MIN && year <= YEAR_MAX);

const TEXT_FIELDS = [
  { name: 'title', label: '书名', placeholder: '请输入书名', maxLength: 100 },
  { name: 'author', label: '作者', placeholder: '请输入作者', maxLength: 100 },
  { name: 'publisher', label: '出版社', placeholder: '请输入出版社全称', maxLength: 200 },
  { name: 'isbn', label: 'ISBN', placeholder: '如 978-7-101-00304-8', maxLength: 40 },
  { name: 'keyword', label: '关键词', placeholder: '书名、作者、摘要中的词', maxLength: 100 },
] as const;

const ISBN_RULES = [
  {
    validator: async (_: unknown, value: string | undefined) => {
      if (!isbnHasValidCharacters(value ?? ''))
        throw new Error(AdvancedSearchMessages.IsbnCharacters);
    },
  },
];

const YEAR_RULE = {
  validator: async (_: unknown, value: unknown) => {
    if (!isYearOrBlank(value)) throw new Error(AdvancedSearchMessages.Year);
  },
};
const YEAR_ORDER_RULE = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
  validator: async (_: unknown, value: unknown) => {
    const from = getFieldValue('yearFrom');
    if (typeof from === 'number' && typeof value === 'number' && from > value)
      throw new Error(AdvancedSearchMessages.YearOrder);
  },
});
const yearInput = (label: string) => (
  <InputNumber
    aria-label={label}
    placeholder={label}
    precision={0}
    controls={false}
    style={{ width: '50%' }}
  />
);

/**
 * The form of 图书检索 (/wrap/searchBook): title, author, publisher, ISBN, keywords, an issue-year
 * range and categories (中图法). Submits only valid fields with at least one criterion.
 */
export function AdvancedSearchForm({
  initial,
  onSearch,
}: {
  initial: AdvancedSearchFields;
  onSearch: (fields: AdvancedSearchFields) => void;
}) {
  const [form] = Form.useForm<AdvancedSearchFields>();
  const [formError, setFormError] = useState<string | null>(null);
  const hierarchy = useHierarchyDetail();
  const categories = useMemo(
    () => toOptions(hierarchy.data?.Category ?? []),
    [hierarchy.data?.Category],
  );
  // Back / forward and shared addresses: the form shows what the address searches for.
  useEffect(() => form.setFieldsValue(initial), [form, initial]);

  const submit = (values: Partial<AdvancedSearchFields>) => {
    const fields: AdvancedSearchFields = {
      ...EMPTY_ADVANCED_SEARCH,
      ...values,
      yearFrom: values.yearFrom ?? null,
      yearTo: values.yearTo ?? null,
      categoryIds: values.categoryIds ?? [],
    };
    for (const { name } of TEXT_FIELDS) fields[name] = fields[name] ?? '';
    // The field rules have passed; what is left is the rule across fields (something to search for).
    const error = validateAdvancedSearch(fields);
    setFormError(error);
    if (!error) onSearch(fields);
  };

  return (
    <Form
      form={form}
      className="advanced-search"
      aria-label="图书检索"
      labelCol={{ flex: '84px' }}
      labelAlign="right"
      colon
      initialValues={initial}
      onFinish={submit}
      onValuesChange={() => setFormError(null)}
    >
      <Row gutter={24}>
        {TEXT_FIELDS.map((field) => (
          <Col xs={24} md={12} key={field.name}>
            <Form.Item
              label={field.label}
              name={field.name}
              rules={field.name === 'isbn' ? ISBN_RULES : undefined}
            >
              <Input placeholder={field.placeholder} allowClear maxLength={field.maxLength} />
            </Form.Item>
          </Col>
        ))}
        <Col xs={24} md={12}>
          <Form.Item label="出版年份" required={false} className="advanced-search__years">
            <Space.Compact block>
              <Form.Item name="yearFrom" noStyle rules={[YEAR_RULE]}>
                {yearInput('起始年份')}
              </Form.Item>
              <Form.Item
                name="yearTo"
                noStyle
                dependencies={['yearFrom']}
                rules={[YEAR_RULE, YEAR_ORDER_RULE]}
              >
                {yearInput('结束年份')}
              </Form.Item>
            </Space.Compact>
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item label="分类" name="categoryIds">
            <TreeSelect
              aria-label="分类"
              treeData={categories}
              treeCheckable
              showCheckedStrategy={TreeSelect.SHOW_PARENT}
              placeholder="中图法分类，可多选"
              allowClear
              showSearch={{ treeNodeFilterProp: 'title' }}
              loading={hierarchy.isLoading}
              maxTagCount="responsive"
            />
          </Form.Item>
        </Col>
      </Row>
      {formError && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={formError}
          className="advanced-search__alert"
        />
      )}
      <div className="advanced-search__actions">
        <Button type="primary" htmlType="submit">
          检索
        </Button>
        <Button
          onClick={() => {
            form.setFieldsValue(EMPTY_ADVANCED_SEARCH);
            setFormError(null);
          }}
        >
          清空
        </Button>
      </div>
    </Form>
  );
}
