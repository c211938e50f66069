import { createContext, type ComponentType } from 'react';
import type { ContentDetail } from '@moyue/contracts/api/catalog';

/**
 * The detail page's AI tab body (spec §2: the dialogue with the book and its
 * word cloud). Features do not import each other, so the router supplies the
 * assistant's panel here and the details feature renders whatever it is given.
 */
export type AiDialogueComponent = ComponentType<{ book: ContentDetail }>;

export const AiDialogueSlot = createContext<AiDialogueComponent | null>(null);
