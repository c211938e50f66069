import { Button, Segmented } from 'antd';
import { FONT_SIZES, type ReaderTheme } from '../frame/protocol';

export interface EpubControlsProps {
  fontSize: number;
  theme: ReaderTheme;
  onFontSize: (size: number) => void;
  onTheme: (theme: ReaderTheme) => void;
}

const THEMES: { label: string; value: ReaderTheme }[] = [
  { label: '日间', value: 'day' },
  { label: '夜间', value: 'night' },
  { label: '护眼', value: 'sepia' },
];

/** Font size and the day / night / sepia theme of the EPUB reader. */
export function EpubControls({ fontSize, theme, onFontSize, onTheme }: EpubControlsProps) {
  const index = FONT_SIZES.indexOf(fontSize as (typeof FONT_SIZES)[number]);
  return (
    <>
      <Button
        type="text"
        aria-label="缩小字号"
        disabled={index <= 0}
        onClick={() => onFontSize(FONT_SIZES[Math.max(0, index - 1)]!)}
      >
        A-
      </Button>
      <Button
        type="text"
        aria-label="放大字号"
        disabled={index >= FONT_SIZES.length - 1}
        onClick={() => onFontSize(FONT_SIZES[Math.min(FONT_SIZES.length - 1, index + 1)]!)}
      >
        A+
      </Button>
      <Segmented
        size="small"
        aria-label="阅读主题"
        options={THEMES}
        value={theme}
        onChange={(value) => onTheme(value)}
      />
    </>
  );
}
