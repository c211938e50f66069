import { useEffect, useRef, useState } from 'react';
import { Button, Form, Input, Modal, Typography } from 'antd';
import { useFeedback } from '../feedback/feedback-api';
import { useNavigate } from 'react-router';
import { SupportLimits, SupportMessages } from '@moyue/contracts/api/support';
import { ApiError } from '../../api/api-error';
import { paths } from '../../config/paths';
import { closeProblemReport, useProblemReport } from '../../stores/problem-report';
import { useReportProblem } from './report-problem';
import { readScreenshotFile } from './screenshot-file';
import './problem-report.css';

const newRequestId = () => `p${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

/**
 * The problem-report dialog (spec §3 problemInfo), mounted once by the shell
 * and opened from the header's 问题反馈, a detail page or a reader's toolbar:
 * a description and an optional screenshot (PNG, JPEG or WebP up to 2 MB).
 */
export function ProblemReportDialog() {
  const info = useProblemReport((state) => state.problemInfo);
  const report = useReportProblem();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const [contents, setContents] = useState('');
  const [shot, setShot] = useState<{ base64: string; name: string } | null>(null);
  const [error, setError] = useState('');
  const [requestId, setRequestId] = useState(newRequestId);
  // The browser's own file button speaks its own language: a Chinese button opens it.
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!info) return;
    setContents('');
    setShot(null);
    setError('');
    setRequestId(newRequestId());
  }, [info]);

  const submit = async () => {
    if (!info) return;
    if (contents.trim() === '') {
      setError(SupportMessages.ProblemEmpty);
      return;
    }
    try {
      await report.mutateAsync({
        modalTitle: info.modalTitle,
        title: info.title,
        objectId: info.objectId === undefined ? undefined : Number(info.objectId) || undefined,
        objectType: info.objectType,
        process: info.process === undefined ? undefined : Math.min(1, Math.max(0, info.process)),
        pageNumber: info.pageNumber,
        contents,
        screenshot: shot?.base64,
        screenshotName: shot?.name,
        requestId,
      });
      closeProblemReport();
      void message.success(SupportMessages.Reported);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.description : '提交失败，请稍后再试');
    }
  };

  return (
    <Modal
      open={info !== null}
      title={info?.modalTitle || '问题反馈'}
      onCancel={closeProblemReport}
      destroyOnHidden
      footer={[
        <Button
          key="mine"
          type="link"
          onClick={() => {
            closeProblemReport();
            void navigate(paths.myProblem);
          }}
        >
          我的反馈
        </Button>,
        <Button key="cancel" onClick={closeProblemReport}>
          取消
        </Button>,
        <Button key="ok" type="primary" loading={report.isPending} onClick={() => void submit()}>
          提交
        </Button>,
      ]}
    >
      <Form layout="vertical" data-testid="problem-report-form">
        {info?.title ? (
          <Typography.Paragraph type="secondary" className="problem-report__about">
            反馈对象：{info.title}
            {info.pageNumber ? ` · 第${info.pageNumber}页` : ''}
            {info.process !== undefined ? ` · 进度 ${Math.round(info.process * 100)}%` : ''}
          </Typography.Paragraph>
        ) : null}
        <Form.Item label="问题描述" required>
          <Input.TextArea
            value={contents}
            onChange={(event) => {
              setContents(event.target.value);
              setError('');
            }}
            maxLength={SupportLimits.ProblemText}
            showCount
            rows={4}
            placeholder="请描述遇到的问题，例如哪一页、什么现象"
            aria-label="问题描述"
          />
        </Form.Item>
        <Form.Item label="截图（可选，PNG、JPEG 或 WebP，不超过 2 MB）">
          <input
            ref={fileInput}
            type="file"
            // not the hidden attribute: the form's input styles would show it again
            style={{ display: 'none' }}
            accept="image/png,image/jpeg,image/webp"
            aria-label="上传截图"
            data-testid="problem-screenshot"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              void readScreenshotFile(file).then((read) => {
                if ('error' in read) {
                  setShot(null);
                  setError(read.error);
                } else {
                  setShot(read);
                  setError('');
                }
              });
            }}
          />
          <Button onClick={() => fileInput.current?.click()}>
            {shot ? '更换截图' : '选择截图'}
          </Button>
          {shot ? (
            <Button type="link" onClick={() => setShot(null)}>
              移除
            </Button>
          ) : null}
          {shot ? <div className="problem-report__file">已选择：{shot.name}</div> : null}
        </Form.Item>
        {error ? (
          <Typography.Text type="danger" role="alert">
            {error}
          </Typography.Text>
        ) : null}
      </Form>
    </Modal>
  );
}
