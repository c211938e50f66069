/**
 * Object types of content (spec §1, §9).
 *
 * spec §1 calls 156 'e-book' while §9 calls it 'audiobook', and search treats
 * 104, 109 and 110 as e-books. We follow the search-type switcher of spec §2:
 * e-books [104, 109, 110], audio books [156], courses [107].
 */
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

/** The groups of the spec §2 search-type switcher, in the switcher's order. */
export const ObjectTypeGroup = {
  EBook: 'ebook',
  AudioBook: 'audiobook',
  Course: 'course',
} as const;
export type ObjectTypeGroup = (typeof ObjectTypeGroup)[keyof typeof ObjectTypeGroup];

export const OBJECT_TYPE_GROUPS: Readonly<Record<ObjectTypeGroup, readonly ObjectType[]>> = {
  ebook: EBOOK_OBJECT_TYPES,
  audiobook: AUDIOBOOK_OBJECT_TYPES,
  course: COURSE_OBJECT_TYPES,
};

/** spec §2: when the organisation's library mode is 3 only e-books are offered. */
export const EBOOKS_ONLY_LIBRARY_TYPE = 3;

/** The switcher groups an organisation offers (spec §2: library mode 3 → e-books only). */
export function offeredObjectTypeGroups(libraryType: number | null | undefined): ObjectTypeGroup[] {
  return libraryType === EBOOKS_ONLY_LIBRARY_TYPE
    ? [ObjectTypeGroup.EBook]
    : [ObjectTypeGroup.EBook, ObjectTypeGroup.AudioBook, ObjectTypeGroup.Course];
}

export const isObjectType = (value: number): value is ObjectType =>
  (Object.values(ObjectType) as number[]).includes(value);

/** The switcher group a content item belongs to, or null (0 all and 108 hot-topic projects have none). */
export function objectTypeGroupOf(type: number): ObjectTypeGroup | null {
  for (const group of Object.values(ObjectTypeGroup)) {
    if ((OBJECT_TYPE_GROUPS[group] as readonly number[]).includes(type)) return group;
  }
  return null;
}

/** spec §2/§9: 104, 109 and 110 count as e-books. */
export const isEBookType = (type: number): boolean =>
  objectTypeGroupOf(type) === ObjectTypeGroup.EBook;
