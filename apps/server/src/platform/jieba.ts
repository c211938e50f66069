import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';

/**
 * The process's one jieba segmenter, with jieba's default dictionary: search's
 * text folding, the question terms and the word cloud share it. Each instance
 * costs ~170 ms of CPU to load and ~37 MB of memory (measured 2026-11-28 on
 * this 2-core machine); three modules each made their own, so every API and
 * worker process loaded the dictionary three times. Loaded when the server's
 * modules load, not on a reader's first search.
 */
export const jieba: Jieba = Jieba.withDict(dict);
