import type { AdminEntity } from '@moyue/contracts/api/editorial-admin';

export interface FieldSpec {
  name: string;
  label: string;
  kind?: 'text' | 'textarea' | 'select' | 'switch';
  options?: { value: string; label: string }[];
  required?: boolean;
  help?: string;
}

/** What each console tab edits: its title and the fields of its form. */
export const ENTITY_FORMS: Record<
  AdminEntity,
  { title: string; fields: FieldSpec[]; ordered: boolean; deletable?: false }
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
  organization: {
    title: '机构设置',
    ordered: false,
    // organisations hold bindings and holdings: edited, never deleted here
    deletable: false,
    fields: [
      {
        name: 'externalId',
        label: '机构标识',
        required: true,
        help: '字母、数字、-_.，如 org-demo-library',
      },
      { name: 'title', label: '机构名称', required: true },
      {
        name: 'type',
        label: '机构类型',
        kind: 'select',
        required: true,
        options: [
          { value: '1', label: '图书馆（1）' },
          { value: '3', label: '类型 3' },
          { value: '9', label: '其他（9）' },
        ],
      },
      {
        name: 'libraryType',
        label: '馆藏模式',
        kind: 'select',
        options: [
          { value: '0', label: '默认' },
          { value: '1', label: '图书馆（1）' },
          { value: '3', label: '仅电子书，隐藏机构馆藏与有声课程（3）' },
        ],
      },
      {
        name: 'ipRanges',
        label: 'IP 段',
        kind: 'textarea',
        help: '每行一个，如 10.0.0.0/8 或 2001:db8::/32',
      },
      {
        name: 'nav',
        label: '隐藏的顶部菜单',
        help: '逗号分隔，填菜单名或标识，如：榜单,热点专题 或 bangdan,projects',
      },
      { name: 'isPartner', label: '联盟馆成员（IsPartner）', kind: 'switch' },
      { name: 'toLibrary', label: '登录后进入机构馆藏', kind: 'switch' },
      { name: 'fullTextSearchDisabled', label: '关闭全文检索', kind: 'switch' },
      { name: 'classificationOnly', label: '仅按中图分类导航', kind: 'switch' },
      { name: 'hideDepartmentNav', label: '隐藏学科（院系）导航', kind: 'switch' },
      { name: 'hideChildCategories', label: '分类导航只显示一级', kind: 'switch' },
      {
        name: 'excludedCategoryIds',
        label: '屏蔽的分类 ID',
        help: '逗号分隔；本机构读者看不到这些分类及其子类（地区分类过滤）',
      },
      {
        name: 'recommendFields',
        label: '荐购表单字段',
        help: '逗号分隔，如 RecommendName,RecommendPhone,Education',
      },
      { name: 'recommendReminder', label: '荐购提示语' },
    ],
  },
};
