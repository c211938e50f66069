import { message } from 'antd';
import { useAppStore } from '../stores/app-store';
import { getHref } from '../config/paths';
import { CookieName, setCookie } from '../lib/cookies';
import { createApiClient } from './client';

let lastToast = { text: '', at: 0 };

/** The app's client: code 34 clears the user and leaves a centre page for login; 201 raises bind-mobile; 21 toasts. */
export const apiClient = createApiClient({
  handlers: {
    onTokenInvalid(text) {
      useAppStore.getState().logout();
      const fullPath = `${location.pathname}${location.search}`;
      if (location.pathname.includes('center')) location.assign(getHref.login(fullPath, text));
    },
    onBindMobile() {
      setCookie(CookieName.MobileBindModel, '1');
      useAppStore.getState().raiseBindMobile();
    },
    onToast(text) {
      // spec §8: toasts are debounced.
      const now = Date.now();
      if (text === lastToast.text && now - lastToast.at < 1500) return;
      lastToast = { text, at: now };
      void message.error(text);
    },
  },
});
