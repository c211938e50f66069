import { useEffect, useState } from 'react';
import { IMAGE_ZOOM_MAX, IMAGE_ZOOM_MIN } from '@moyue/contracts/ui-constants';
import {
  DEFAULT_FONT_SIZE,
  FONT_SIZES,
  ReaderThemeSchema,
  type ReaderTheme,
} from '../frame/protocol';

const STORAGE_KEY = 'moyue-reader-settings';

interface ReaderSettings {
  fontSize: number;
  theme: ReaderTheme;
  zoom: number;
}

const DEFAULTS: ReaderSettings = { fontSize: DEFAULT_FONT_SIZE, theme: 'day', zoom: 1 };

function read(): ReaderSettings {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<ReaderSettings>;
    return {
      fontSize: FONT_SIZES.includes(stored.fontSize as never)
        ? stored.fontSize!
        : DEFAULTS.fontSize,
      theme: ReaderThemeSchema.safeParse(stored.theme).success ? stored.theme! : DEFAULTS.theme,
      zoom:
        typeof stored.zoom === 'number' &&
        stored.zoom >= IMAGE_ZOOM_MIN &&
        stored.zoom <= IMAGE_ZOOM_MAX
          ? stored.zoom
          : 1,
    };
  } catch {
    return DEFAULTS;
  }
}

/** Font size, theme and PDF zoom, kept in this browser across books. */
export function useReaderSettings() {
  const [settings, setSettings] = useState(read);
  useEffect(() => {
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(settings));
    } catch {
      // private mode: settings last for this visit only
    }
  }, [settings]);
  return [settings, setSettings] as const;
}
