import { create } from 'zustand';
import { isLoggedInNow } from './app-store';
import { requestLogin } from './login-request';

/**
 * spec §3 app state problemInfo: what a problem report is about — the
 * dialog's title (modalTitle), the page or book (title, objectId,
 * objectType) and, from a reader, the place (process 0..1, pageNumber).
 */
export interface ProblemInfo {
  modalTitle: string;
  title: string;
  objectId?: number | string | undefined;
  objectType?: number | undefined;
  process?: number | undefined;
  pageNumber?: number | undefined;
}

/** The open problem-report dialog's problemInfo, or null when it is closed. */
export const useProblemReport = create<{ problemInfo: ProblemInfo | null }>(() => ({
  problemInfo: null,
}));

/**
 * Opens the problem-report dialog (the shell mounts it once) from any page or
 * reader; spec §6: feedback needs login, so a visitor signs in first and the
 * dialog opens after.
 */
export function requestProblemReport(info: ProblemInfo): void {
  const open = () => useProblemReport.setState({ problemInfo: info });
  if (isLoggedInNow()) open();
  else requestLogin({ onLogin: open });
}

export const closeProblemReport = (): void => useProblemReport.setState({ problemInfo: null });
