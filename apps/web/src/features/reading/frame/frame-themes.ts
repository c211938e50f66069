import type { ReaderTheme } from './protocol';

/** Colours of the three reading themes (spec: day / night / sepia). */
export const THEME_COLOURS: Record<
  ReaderTheme,
  { background: string; color: string; link: string }
> = {
  day: { background: '#ffffff', color: '#1f1f1f', link: '#8c2f1f' },
  night: { background: '#1b1d21', color: '#c9cdd3', link: '#e0a36f' },
  sepia: { background: '#f4ecd8', color: '#5b4636', link: '#8c2f1f' },
};
