import { createContext, useContext } from 'react';
import type { MessageInstance } from 'antd/es/message/interface';
import type { ModalFuncProps } from 'antd';
import type { Feedback, FeedbackInstances, MessageKind, ModalKind } from './feedback-types';

const MESSAGE_KINDS: MessageKind[] = ['success', 'error', 'info', 'warning', 'loading'];
const MODAL_KINDS: ModalKind[] = ['confirm', 'info', 'success', 'error', 'warning'];

/** A {@link Feedback} whose every call waits for the instances `load` gives, then makes the call. */
export function createFeedback(load: () => Promise<FeedbackInstances>): Feedback {
  const when = (show: (instances: FeedbackInstances) => unknown) => {
    load().then(show, (error: unknown) => console.error('feedback code failed to load', error));
  };
  const message = Object.fromEntries(
    MESSAGE_KINDS.map((kind) => [
      kind,
      (...args: Parameters<MessageInstance['info']>) =>
        when((instances) => instances.message[kind](...args)),
    ]),
  ) as Feedback['message'];
  const modal = Object.fromEntries(
    MODAL_KINDS.map((kind) => [
      kind,
      (config: ModalFuncProps) => when((instances) => instances.modal[kind](config)),
    ]),
  ) as Feedback['modal'];
  return { message, modal };
}

/**
 * antd's static message and Modal functions, loaded on first use: for code
 * outside React (the API client's toasts) and widgets outside the providers.
 */
export const staticFeedback = createFeedback(
  async () => (await import('./FeedbackHolders')).STATIC_INSTANCES,
);

export const FeedbackContext = createContext<Feedback>(staticFeedback);

/** The app's toasts (`message`) and confirm dialogs (`modal`), in the app's theme and locale. */
export const useFeedback = (): Feedback => useContext(FeedbackContext);
