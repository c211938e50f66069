import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminMessages } from '@moyue/contracts/api/editorial-admin';
import {
  JobAdminMessages,
  JobAdminPaths,
  type JobEnqueued,
  type JobItem,
  type JobList,
} from '@moyue/contracts/api/jobs-admin';
import { apiCaller, insertUser, sessionFor, type ApiCaller } from '../../testing/api-helpers.ts';
import { TEST_DATABASES, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { chapterWithCover, epubEntries, rawZip } from '../reading/import/hostile-book-fixtures.ts';
import { AdminRepository } from './admin.repository.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The console's 任务 tab (issue 21): imports uploaded by an editor run as
// background jobs (here the API process runs them: JOBS_MODE=inline).
describe.each(TEST_DATABASES)('background jobs in the console (%s)', (kind) => {
  let t: TestApp;
  let api: ApiCaller;
  let editorToken: string;
  let readerToken: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { JOBS_MODE: 'inline', JOBS_POLL_MS: '50' } });
    api = await apiCaller(t);
    const editor = await insertUser(t, { realName: '编辑丁' });
    await new AdminRepository(t.database.db).grantRole(editor.id, 'editor');
    editorToken = await sessionFor(t, editor.id);
    readerToken = await sessionFor(t, (await insertUser(t, {})).id);
  }, 120_000);
  afterAll(() => t.close());

  const upload = (fileName: string, bytes: Buffer, token = editorToken) =>
    api.callJson<JobEnqueued>('POST', JobAdminPaths.importBook, {
      fileName,
      file: bytes.toString('base64'),
      AccessToken: token,
    });
  const list = async () =>
    (await api.callJson<JobList>('GET', JobAdminPaths.list, { AccessToken: editorToken })).Data
      .ItemList;
  /** the job once it has ended (the runner polls every 50 ms) */
  const ended = async (id: string): Promise<JobItem> => {
    for (let wait = 0; wait < 300; wait += 1) {
      const job = (await list()).find((item) => item.Id === id);
      if (job && (job.State === 'done' || job.State === 'failed')) return job;
      await sleep(100);
    }
    throw new Error(`job ${id} did not end`);
  };

  it('refuses a reader (403) and a visitor without a session (Code 34)', async () => {
    for (const [method, path] of [
      ['GET', JobAdminPaths.list],
      ['POST', JobAdminPaths.retry],
      ['POST', JobAdminPaths.importBook],
    ] as const) {
      const response = await api.call(method, path, { id: '1', AccessToken: readerToken });
      expect(response.statusCode, path).toBe(403);
      expect(response.json(), path).toMatchObject({
        Success: false,
        Code: 403,
        Description: AdminMessages.NotEditor,
      });
    }
    const anonymous = await api.call('GET', JobAdminPaths.list);
    expect(anonymous.json()).toMatchObject({ Success: false, Code: 34 });
    expect(await t.database.query('SELECT id FROM jobs')).toEqual([]);
  });

  it('imports an uploaded EPUB in the background, then computes its word cloud', async () => {
    const answer = await upload('逍遥游.epub', rawZip(epubEntries(chapterWithCover())));
    expect(answer).toMatchObject({ Success: true, Description: JobAdminMessages.Enqueued });
    const job = await ended(answer.Data.Ids[0]!);
    expect(job).toMatchObject({
      Kind: 'reading.import-book',
      KindText: '导入图书',
      Subject: '逍遥游.epub',
      State: 'done',
      StateText: '已完成',
      Progress: 100,
      Attempts: 1,
      Error: '',
    });
    const [book] = await t.database.query<{ title: string }>(
      'SELECT title FROM contents WHERE id = $1',
      [job.ContentId],
    );
    expect(book?.title).toBe('测试之书');
    const cloud = (await list()).find((item) => item.Kind === 'assistant.word-cloud');
    expect(cloud).toBeDefined();
    expect((await ended(cloud!.Id)).State).toBe('done');
    // the upload is gone once the import succeeded
    expect(await t.database.query('SELECT id FROM job_uploads')).toEqual([]);
  });

  it('fails the job of a file that is no EPUB with the reason, and runs it again on 重试', async () => {
    const answer = await upload('坏书.epub', Buffer.from('this is not a zip archive'));
    const job = await ended(answer.Data.Ids[0]!);
    expect(job.State).toBe('failed');
    expect(job.StateText).toBe('失败');
    expect(job.Attempts).toBe(1); // a refused file is not retried by itself
    expect(job.Error).toBe('无法导入《坏书.epub》：corrupt EPUB: not a zip archive');
    const retried = await api.callJson<JobItem>('POST', JobAdminPaths.retry, {
      id: job.Id,
      AccessToken: editorToken,
    });
    expect(retried).toMatchObject({ Success: true, Description: JobAdminMessages.Retried });
    expect((await ended(job.Id)).Error).toBe(job.Error);
    const done = (await list()).find((item) => item.State === 'done')!;
    const notFailed = await api.callJson('POST', JobAdminPaths.retry, {
      id: done.Id,
      AccessToken: editorToken,
    });
    expect(notFailed).toMatchObject({
      Success: false,
      Code: 400,
      Description: JobAdminMessages.NotRetriable,
    });
  });

  it('refuses an upload that is not an EPUB or PDF, or no file at all', async () => {
    expect(await upload('笔记.txt', Buffer.from('text'))).toMatchObject({
      Success: false,
      Code: 400,
      Description: JobAdminMessages.BadBookType,
    });
    expect(
      await api.callJson('POST', JobAdminPaths.importBook, { AccessToken: editorToken }),
    ).toMatchObject({ Success: false, Code: 400, Description: JobAdminMessages.NoFile });
    expect(
      await api.callJson('POST', JobAdminPaths.importBook, {
        fileName: 'a.epub',
        file: 'not base64!',
        AccessToken: editorToken,
      }),
    ).toMatchObject({ Success: false, Code: 400, Description: JobAdminMessages.BadBase64 });
  });
});
