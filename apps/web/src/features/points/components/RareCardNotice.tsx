import { useEffect, useState } from 'react';
import { Modal } from 'antd';
import { useNavigate } from 'react-router';
import { PointsMessages, type RareCard } from '@moyue/contracts/api/points';
import { paths } from '../../../config/paths';
import { useAppStore } from '../../../stores/app-store';
import { askTicketNotice } from '../api/ticket-notice';

/**
 * spec §2 rare-card modal: asked once a reader is signed in (spec §7
 * user-ticket/notice; errors ignored, §8.2) whenever the signed-in reader
 * changes; 恭喜 with Cancel and 立即查看, which goes to the card wallet. The
 * server announces each card once.
 */
export function RareCardNotice() {
  const userId = useAppStore((state) => state.user?.Id ?? null);
  const navigate = useNavigate();
  const [card, setCard] = useState<RareCard | null>(null);

  useEffect(() => {
    if (!userId) return;
    let current = true;
    void askTicketNotice().then((answer) => {
      if (current && answer) setCard(answer);
    });
    return () => {
      current = false;
    };
  }, [userId]);

  return (
    <Modal
      open={card !== null}
      title={PointsMessages.CardModalTitle}
      okText="立即查看"
      cancelText="取消"
      onCancel={() => setCard(null)}
      onOk={() => {
        setCard(null);
        void navigate(paths.myCard);
      }}
      data-testid="rare-card-modal"
    >
      <p>{PointsMessages.CardModalText}</p>
      {card && (
        <p className="points-card-modal__card">
          「{card.CardTitle}」 · 主题书单《{card.ListTitle}》
        </p>
      )}
    </Modal>
  );
}
