import { describe, expect, it } from 'vitest';
import { APP_FONT_FAMILY } from '@moyue/contracts/ui-constants';
import { THEME } from './theme';

// issue 16: the server's first paints set their text in the app's font, so it is as wide as
// the app's text that replaces it (else the app's paints larger and the page's largest paint
// waits for it).
describe('the theme', () => {
  it("sets the app's text in the font the server's first paints use", () => {
    expect(THEME.token?.fontFamily).toBe(APP_FONT_FAMILY);
  });
});
