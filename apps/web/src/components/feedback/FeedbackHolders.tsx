import { useEffect } from 'react';
import { message, Modal } from 'antd';
import type { FeedbackInstances } from './feedback-types';

/** antd's static functions, for a widget rendered outside the app's providers. */
export const STATIC_INSTANCES: FeedbackInstances = { message, modal: Modal };

/** antd's message and modal holders: what they show renders here, in the app's contexts. */
export default function FeedbackHolders({
  onReady,
}: {
  onReady: (instances: FeedbackInstances) => void;
}) {
  const [messageApi, messageHolder] = message.useMessage();
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(
    () => onReady({ message: messageApi, modal: modalApi }),
    [messageApi, modalApi, onReady],
  );
  return (
    <>
      {modalHolder}
      {messageHolder}
    </>
  );
}
