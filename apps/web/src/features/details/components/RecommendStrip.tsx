import { useState } from 'react';
import { Avatar, Button } from 'antd';
import { useFeedback } from '../../../components/feedback/feedback-api';
import type { RecommendFormData } from '@moyue/contracts/api/engagement';
import { RecommendMessages } from '@moyue/contracts/messages';
import { needsInstitution, useBindInstitutionPrompt } from '../bind-institution';
import {
  getRecommendForm,
  useRecommendForm,
  useRecommendReasons,
  useRecommendTips,
  useRecommended,
} from '../api/recommend';
import { recommendFaces, recommendTitle } from '../detail-model';
import { failureText } from '../failure';
import { loginFirst } from '../login-first';
import { OpenedOnce } from '../../../components/OpenedOnce';
import { lazyWidget } from '../../../lib/lazy-widget';
import { useSignedIn, useViewerKey } from '../viewer';
import { UserFace } from './UserFace';
import './recommend.css';

// The recommend form (antd DatePicker, Select, Modal) loads when a reader first opens it (issue 16).
const RecommendDialog = lazyWidget(async () => (await import('./RecommendDialog')).RecommendDialog);

/**
 * spec §2/§6 detail-page recommend strip (the page hides it when the item is
 * free or ordered): title by object type, the recommenders' faces (up to 6
 * when more than 5), the institution's tips, and the button — 图书即采 when
 * the institution buys at once. Recommending needs login and an institution
 * (code 36 → bind one, spec §8).
 */
export function RecommendStrip({ objectId, objectType }: { objectId: number; objectType: number }) {
  const { message } = useFeedback();
  const bindInstitution = useBindInstitutionPrompt();
  const viewer = useViewerKey();
  const signedIn = useSignedIn();
  const reasons = useRecommendReasons(objectId, viewer);
  const recommended = useRecommended(objectId, viewer, signedIn);
  const tips = useRecommendTips(viewer, signedIn);
  // Known in advance for a signed-in reader so the button can read 图书即采 (spec §6).
  const configured = useRecommendForm(viewer, signedIn);
  const [form, setForm] = useState<RecommendFormData>();
  const [open, setOpen] = useState(false);

  const start = (): void => {
    getRecommendForm()
      .then((data) => {
        setForm(data);
        setOpen(true);
      })
      .catch((error: unknown) => {
        if (needsInstitution(error)) bindInstitution();
        else {
          const text = failureText(error, start);
          if (text) void message.error(text);
        }
      });
  };

  const count = reasons.data?.RecordCount ?? 0;
  const faces = recommendFaces(reasons.data?.ItemList ?? [], count);
  const done = signedIn && recommended.data === true;
  return (
    <section
      className="recommend-strip"
      aria-label={recommendTitle(objectType)}
      data-testid="recommend-strip"
    >
      <div className="recommend-strip__text">
        <h2>{recommendTitle(objectType)}</h2>
        <p>{tips.data?.Message || RecommendMessages.DefaultTips}</p>
      </div>
      <div className="recommend-strip__faces" data-testid="recommend-faces">
        {faces.length > 0 && (
          <Avatar.Group>
            {faces.map((item, index) => (
              <UserFace
                key={`${item.CreateTime}-${index}`}
                face={item.UserInfo.UserFace}
                name={item.UserInfo.RealName}
                size={32}
              />
            ))}
          </Avatar.Group>
        )}
        <span>{count > 0 ? `已有${count}人荐购` : '暂无人荐购'}</span>
      </div>
      <Button
        type="primary"
        size="large"
        disabled={done}
        onClick={() => loginFirst(start)}
        data-testid="recommend-button"
      >
        {done
          ? '已荐购'
          : (configured.data ?? form)?.IsRecommendBuy
            ? RecommendMessages.BuyNow
            : '我要荐购'}
      </Button>
      <OpenedOnce open={open}>
        <RecommendDialog
          objectId={objectId}
          form={form}
          open={open}
          onClose={() => setOpen(false)}
        />
      </OpenedOnce>
    </section>
  );
}
