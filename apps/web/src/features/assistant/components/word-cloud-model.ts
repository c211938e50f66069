import type { WordCloudTopic } from '@moyue/contracts/api/assistant';
import {
  WORD_CLOUD_MAX_SIZE,
  WORD_CLOUD_MIN_SIZE,
  WORD_CLOUD_VISIBLE_TOPICS,
} from '@moyue/contracts/ui-constants';

/** spec §9: a word's font size, 12 to 60 px, by its count among the topic's counts. */
export function wordSize(count: number, min: number, max: number): number {
  if (max <= min) return Math.round((WORD_CLOUD_MIN_SIZE + WORD_CLOUD_MAX_SIZE) / 2);
  const share = (count - min) / (max - min);
  return Math.round(WORD_CLOUD_MIN_SIZE + share * (WORD_CLOUD_MAX_SIZE - WORD_CLOUD_MIN_SIZE));
}

/** spec §9: the first 6 topics are buttons, the rest are under 更多. */
export function splitTopics(topics: WordCloudTopic[]): {
  visible: WordCloudTopic[];
  more: WordCloudTopic[];
} {
  return {
    visible: topics.slice(0, WORD_CLOUD_VISIBLE_TOPICS),
    more: topics.slice(WORD_CLOUD_VISIBLE_TOPICS),
  };
}

/** The words of a topic with their sizes, shuffled stably so large words do not all lead. */
export function sizedWords(topic: WordCloudTopic) {
  const counts = topic.words.map((word) => word.count);
  const min = Math.min(...counts);
  const max = Math.max(...counts);
  const sized = topic.words.map((word, i) => ({
    ...word,
    size: wordSize(word.count, min, max),
    i,
  }));
  // Interleave big and small: even positions from the top, odd from the bottom.
  const ordered: typeof sized = [];
  for (let low = 0, high = sized.length - 1; low <= high; low++, high--) {
    ordered.push(sized[low]!);
    if (low !== high) ordered.push(sized[high]!);
  }
  return ordered;
}
