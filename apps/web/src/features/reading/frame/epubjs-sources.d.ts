// epub.js ships types for its package entry only; the frame patches one step
// of its sources (epub-css.ts).
declare module 'epubjs/src/resources' {
  const Resources: { prototype: object };
  export default Resources;
}
declare module 'epubjs/src/utils/path' {
  export default class Path {
    constructor(pathString: string);
    relative(what: string): string;
  }
}
declare module 'epubjs/src/utils/replacements' {
  export function substitute(content: string, urls: string[], replacements: string[]): string;
  export function replaceBase(doc: Document, section: object): void;
}
declare module 'epubjs/src/index' {
  export { default } from 'epubjs';
}
