// The first-render benchmark's anchor (issue 16): the floor of this stack, one
// antd Button and one List under React 19, built by Vite in the same run.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, List } from 'antd';

const items = ['论语', '孟子', '大学', '中庸'];

createRoot(document.getElementById('root')!).render(
  createElement(
    'div',
    { style: { padding: 16 } },
    createElement(Button, { type: 'primary' }, '墨阅'),
    createElement(List<string>, {
      dataSource: items,
      renderItem: (item: string) => createElement(List.Item, null, item),
    }),
  ),
);
