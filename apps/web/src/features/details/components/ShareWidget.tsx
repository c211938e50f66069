import { useState } from 'react';
import { Button, Popover, Spin } from 'antd';
import type { ContentDetail } from '@moyue/contracts/api/catalog';
import { useAppStore } from '../../../stores/app-store';
import { recordShare } from '../api/history';
import { useQrCode, useShareCode } from '../api/share';
import {
  SHARE_CHANNELS,
  channelShareUrl,
  shareLink,
  type ShareChannel,
  type ShareSubject,
} from '../share-links';
import { useSignedIn, useViewerKey } from '../viewer';
import './detail-actions.css';

/** spec §2 share widget: three channels plus the WeChat QR popup; each share is recorded (actionType 4). */
export function ShareWidget({
  detail,
  title,
  summary,
}: {
  detail: ContentDetail;
  title: string;
  summary: string;
}) {
  const viewer = useViewerKey();
  const signedIn = useSignedIn();
  const externalId = useAppStore((state) => state.user?.ExternalId);
  const shareCode = useShareCode(viewer, signedIn);
  const qr = useQrCode();
  const [qrOpen, setQrOpen] = useState(false);

  const subject: ShareSubject = {
    pageUrl: detail.ExtendData.ShareUrl || window.location.href,
    title,
    summary,
    cover: detail.CoverUrl ? new URL(detail.CoverUrl, window.location.origin).toString() : '',
  };
  const link = shareLink(subject.pageUrl, {
    externalId: signedIn ? externalId : undefined,
    shareCode: signedIn ? shareCode.data : undefined,
  });
  const record = () => {
    // Only a signed-in reader has a history; a failure here never stops the share.
    if (signedIn)
      recordShare({ objectId: detail.Id, objectType: detail.ObjectType, title }).catch(
        () => undefined,
      );
  };
  const share = (channel: ShareChannel) => {
    record();
    window.open(channelShareUrl(channel, subject, link), '_blank', 'noopener,noreferrer');
  };
  const openQr = (open: boolean) => {
    setQrOpen(open);
    if (open) {
      record();
      qr.mutate(link);
    }
  };

  return (
    <div className="share-widget" role="group" aria-label="分享">
      <span className="share-widget__label">分享到：</span>
      <Popover
        open={qrOpen}
        onOpenChange={openQr}
        trigger="click"
        content={
          <div className="share-widget__qr" data-testid="share-qr">
            {qr.data ? (
              <img src={qr.data.Url} alt="分享二维码" />
            ) : qr.isError ? (
              <span>二维码生成失败</span>
            ) : (
              <Spin />
            )}
            <p>微信扫一扫，分享给好友</p>
          </div>
        }
      >
        <Button
          type="text"
          size="small"
          className="share-widget__channel share-widget__channel--wx"
        >
          微信
        </Button>
      </Popover>
      {SHARE_CHANNELS.map(({ channel, label }) => (
        <Button
          key={channel}
          type="text"
          size="small"
          className={`share-widget__channel share-widget__channel--${channel}`}
          onClick={() => share(channel)}
        >
          {label}
        </Button>
      ))}
    </div>
  );
}
