import type { AdminEntity } from '@moyue/contracts/api/editorial-admin';

export interface FieldSpec {
  name: string;
  label: string;
  kind?: 'text' | 'textarea' | 'select';
  options?: { value: string; label: string }[];
  required?: boolean;
  help?: string;
}

/** What each console tab edits: its title and the fields of its form. */
export const ENTITY_FORMS: Record<
  AdminEntity,
  { title: string; fields: FieldSpec[]; ordered: boolean }
> = {
  banner: {
    title: '轮播图',
    ordered: true,
    fields: [
      { name: 'contents', label: '标题', required: true },
      { name: 'url', label: '链接', help: '站内地址（/wrap/…）或 https 地址' },
      { name: 'coverUrl', label: '图片地址', help: '留空则按标题生成图片' },
    ],
  },
  notice: {
    title: '头部公告',
    ordered: false,
    fields: [
      { name: 'title', label: '标题', required: true },
      { name: 'contents', label: '正文', kind: 'textarea', required: true },
    ],
  },
  'hot-word': {
    title: '热搜词',
    ordered: true,
    fields: [{ name: 'title', label: '热搜词', required: true }],
  },
  article: {
    title: '静态页面与帮助',
    ordered: true,
    fields: [
      {
        name: 'kind',
        label: '类型',
        kind: 'select',
        options: [
          { value: 'help', label: '帮助文章' },
          { value: 'page', label: '静态页面' },
        ],
      },
      { name: 'slug', label: '页面标识', help: 'about contact business privacy agreement service' },
      { name: 'title', label: '标题', required: true },
      { name: 'summary', label: '摘要' },
      {
        name: 'body',
        label: '正文',
        kind: 'textarea',
        required: true,
        help: '“## ”开头为小标题，“- ”开头为列表',
      },
    ],
  },
  topic: {
    title: '热点专题',
    ordered: true,
    fields: [
      { name: 'title', label: '标题', required: true },
      { name: 'summary', label: '简介' },
      { name: 'body', label: '正文', kind: 'textarea' },
      { name: 'coverUrl', label: '图片地址' },
      { name: 'contentIds', label: '关联资源 ID', help: '逗号分隔，按顺序展示' },
    ],
  },
};
