import { useState } from 'react';
import { Button, Pagination, Progress, Segmented, Table, Tag, Typography } from 'antd';
import { useFeedback } from '../../../components/feedback/feedback-api';
import { JOB_STATE_LABELS, type JobItem } from '@moyue/contracts/api/jobs-admin';
import { ApiError } from '../../../api/api-error';
import { useAdminJobs, useAdminJobWrite } from '../api/jobs-admin';
import { ImportForm } from './ImportForm';

const STATE_COLORS: Record<JobItem['State'], string> = {
  queued: 'default',
  running: 'processing',
  done: 'success',
  failed: 'error',
};

const FILTERS = [
  { label: '全部', value: '' },
  ...Object.entries(JOB_STATE_LABELS).map(([value, label]) => ({ label, value })),
];

function RetryButton({ job }: { job: JobItem }) {
  const { retry } = useAdminJobWrite();
  const { message } = useFeedback();
  const submit = async () => {
    try {
      await retry.mutateAsync(job.Id);
      void message.success('已重新排队');
    } catch (failure) {
      void message.error(failure instanceof ApiError ? failure.description : '重试失败');
    }
  };
  return (
    <Button size="small" loading={retry.isPending} onClick={() => void submit()}>
      重试
    </Button>
  );
}

/** 任务: the background jobs (imports, audio packaging, word clouds, ranking refreshes). */
export function JobsPanel() {
  const [state, setState] = useState('');
  const [page, setPage] = useState(1);
  const jobs = useAdminJobs(state, page);
  return (
    <section className="admin-jobs">
      <ImportForm />
      <Segmented
        options={FILTERS}
        value={state}
        onChange={(value) => {
          setState(String(value));
          setPage(1);
        }}
      />
      <Table<JobItem>
        rowKey="Id"
        size="small"
        pagination={false}
        loading={jobs.isPending}
        dataSource={jobs.data?.ItemList ?? []}
        onRow={() => ({ 'data-testid': 'admin-job' }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { title: '任务', dataIndex: 'KindText', width: 110 },
          { title: '对象', dataIndex: 'Subject' },
          {
            title: '状态',
            dataIndex: 'StateText',
            width: 90,
            render: (text: string, job) => <Tag color={STATE_COLORS[job.State]}>{text}</Tag>,
          },
          {
            title: '进度',
            width: 200,
            render: (_, job) => (
              <>
                <Progress
                  percent={job.Progress}
                  size="small"
                  status={job.State === 'failed' ? 'exception' : undefined}
                />
                {job.State === 'running' && job.ProgressMessage ? (
                  <Typography.Text type="secondary">{job.ProgressMessage}</Typography.Text>
                ) : null}
              </>
            ),
          },
          {
            title: '尝试',
            width: 70,
            render: (_, job) => `${job.Attempts}/${job.MaxAttempts}`,
          },
          {
            title: '错误',
            dataIndex: 'Error',
            render: (error: string) =>
              error ? <Typography.Text type="danger">{error}</Typography.Text> : null,
          },
          { title: '创建时间', dataIndex: 'CreateTime', width: 170 },
          {
            title: '',
            width: 80,
            render: (_, job) => (job.State === 'failed' ? <RetryButton job={job} /> : null),
          },
        ]}
      />
      <Pagination
        size="small"
        current={page}
        pageSize={20}
        total={jobs.data?.RecordCount ?? 0}
        hideOnSinglePage
        onChange={setPage}
      />
    </section>
  );
}
