import { Modal } from 'antd';
import { PointsMessages, type RareCard } from '@moyue/contracts/api/points';

/** spec §2 rare-card modal: 恭喜 with Cancel and 立即查看 (loaded with the first card, not with the shell). */
export function RareCardModal(props: {
  card: RareCard | null;
  onClose: () => void;
  onView: () => void;
}) {
  const { card } = props;
  return (
    <Modal
      open={card !== null}
      title={PointsMessages.CardModalTitle}
      okText="立即查看"
      cancelText="取消"
      onCancel={props.onClose}
      onOk={props.onView}
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
