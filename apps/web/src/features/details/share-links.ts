import { shareSummary, shareTitle } from '@moyue/contracts/format-text';

export interface ShareSubject {
  /** The detail page's address (ExtendData.ShareUrl, else this page). */
  pageUrl: string;
  title: string;
  summary: string;
  /** An absolute cover address, or '' */
  cover: string;
}

export interface Sharer {
  externalId?: string;
  shareCode?: string;
}

/** spec §7: share links add fromUserExternalId and shareCode (when the reader is signed in). */
export function shareLink(pageUrl: string, sharer: Sharer): string {
  const url = new URL(pageUrl, window.location.origin);
  if (sharer.externalId) url.searchParams.set('fromUserExternalId', sharer.externalId);
  if (sharer.shareCode) url.searchParams.set('shareCode', sharer.shareCode);
  return url.toString();
}

export type ShareChannel = 'qq' | 'qzone' | 'weibo';

/** spec §2: the three share channels (the fourth way is the WeChat QR popup). */
export const SHARE_CHANNELS: readonly { channel: ShareChannel; label: string }[] = [
  { channel: 'qq', label: 'QQ好友' },
  { channel: 'qzone', label: 'QQ空间' },
  { channel: 'weibo', label: '新浪微博' },
];

/** The channel's share address; spec §9: title cut to 30 characters, summary to 80. */
export function channelShareUrl(channel: ShareChannel, subject: ShareSubject, link: string) {
  const title = shareTitle(subject.title);
  const summary = shareSummary(subject.summary);
  const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
  switch (channel) {
    case 'qq':
      return `https://connect.qq.com/widget/shareqq/index.html?${query({ url: link, title, summary, pics: subject.cover })}`;
    case 'qzone':
      return `https://sns.qzone.qq.com/cgi-bin/qzshare/cgi_qzshare_onekey?${query({ url: link, title, summary, pics: subject.cover })}`;
    case 'weibo':
      return `https://service.weibo.com/share/share.php?${query({ url: link, title: `${title} ${summary}`.trim(), pic: subject.cover })}`;
  }
}
