import { describe, expect, it } from 'vitest';
import { channelShareUrl, shareLink, type ShareSubject } from './share-links';

const subject: ShareSubject = {
  pageUrl: 'http://localhost/wrap/details/book?id=12',
  title: '题'.repeat(40),
  summary: '文'.repeat(100),
  cover: 'http://localhost/files/public/c.svg',
};

describe('share links (spec §7, §9)', () => {
  it('carries fromUserExternalId and shareCode', () => {
    const link = new URL(shareLink(subject.pageUrl, { externalId: 'u-9', shareCode: 'AB12CD34' }));
    expect(link.searchParams.get('id')).toBe('12');
    expect(link.searchParams.get('fromUserExternalId')).toBe('u-9');
    expect(link.searchParams.get('shareCode')).toBe('AB12CD34');
  });

  it('adds nothing for an anonymous reader', () => {
    expect(shareLink(subject.pageUrl, {})).toBe(subject.pageUrl);
  });

  it('cuts the title to 30 characters and the summary to 80', () => {
    const url = new URL(channelShareUrl('qzone', subject, subject.pageUrl));
    expect(url.searchParams.get('title')).toBe('题'.repeat(30));
    expect(url.searchParams.get('summary')).toBe('文'.repeat(80));
    expect(url.searchParams.get('url')).toBe(subject.pageUrl);
    expect(url.searchParams.get('pics')).toBe(subject.cover);
  });

  it('gives weibo the title and summary in one text', () => {
    const url = new URL(channelShareUrl('weibo', subject, subject.pageUrl));
    expect(url.host).toBe('service.weibo.com');
    expect(url.searchParams.get('title')).toBe(`${'题'.repeat(30)} ${'文'.repeat(80)}`);
  });
});
