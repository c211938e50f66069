import { Result } from 'antd';

/** spec §2 AI dialogue tab (shown only when the item supports it); the dialogue itself comes with its own issue. */
export function AiTab({ title }: { title: string }) {
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
