import type { MessageInstance } from 'antd/es/message/interface';
import type { ModalFuncProps } from 'antd';

export type MessageKind = 'success' | 'error' | 'info' | 'warning' | 'loading';
export type ModalKind = 'confirm' | 'info' | 'success' | 'error' | 'warning';

/**
 * The toasts and dialogs a page asks for: antd's, with their code loaded on
 * first use (issue 16). A call shows its toast or dialog as soon as the code
 * is there; it answers nothing (no caller waits on a toast).
 */
export interface Feedback {
  message: Record<MessageKind, (...args: Parameters<MessageInstance['info']>) => void>;
  modal: Record<ModalKind, (config: ModalFuncProps) => void>;
}

/** antd's own message and modal instances, once their code is there. */
export interface FeedbackInstances {
  message: Pick<MessageInstance, MessageKind>;
  modal: Record<ModalKind, (config: ModalFuncProps) => unknown>;
}
