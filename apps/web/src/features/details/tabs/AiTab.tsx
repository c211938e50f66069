import { Suspense, useContext } from 'react';
import { Result, Skeleton } from 'antd';
import type { ContentDetail } from '@moyue/contracts/api/catalog';
import { AiDialogueSlot } from '../../../components/ai-dialogue-slot';

/** spec §2 AI dialogue tab (shown only when the item supports it): the assistant's panel the app supplies. */
export function AiTab({ title, detail }: { title: string; detail?: ContentDetail }) {
  const Dialogue = useContext(AiDialogueSlot);
  if (Dialogue && detail)
    return (
      <div className="detail-tab" data-testid="ai-tab">
        <Suspense fallback={<Skeleton active />}>
          <Dialogue book={{ ...detail, Title: title }} />
        </Suspense>
      </div>
    );
  return (
    <div className="detail-tab" data-testid="ai-tab">
      <Result
        status="info"
        title="AI 伴读"
        subTitle={`《${title}》支持 AI 对话。与本书对话的功能正在建设中，即将开放。`}
      />
    </div>
  );
}
