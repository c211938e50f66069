/** Object types of content (spec §1, §9). */
export const ObjectType = {
  All: 0,
  Book: 104,
  Course: 107,
  HotTopicProject: 108,
  Video: 109,
  Audio: 110,
  AudioBook: 156,
} as const;
export type ObjectType = (typeof ObjectType)[keyof typeof ObjectType];

/** spec §2 search-type switcher: e-books are 104, 109 and 110 (the details treat 109/110 as e-books too). */
export const EBOOK_OBJECT_TYPES: readonly ObjectType[] = [
  ObjectType.Book,
  ObjectType.Video,
  ObjectType.Audio,
];
/** spec §2 search-type switcher: audio books. */
export const AUDIOBOOK_OBJECT_TYPES: readonly ObjectType[] = [ObjectType.AudioBook];
/** spec §2 search-type switcher: courses. */
export const COURSE_OBJECT_TYPES: readonly ObjectType[] = [ObjectType.Course];

export const isObjectType = (value: number): value is ObjectType =>
  (Object.values(ObjectType) as number[]).includes(value);
