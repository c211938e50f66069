import { HierarchyName } from '@moyue/contracts/api/search';

export interface SubjectHierarchy {
  name: string;
  label: string;
}

/** spec §2/§6: classification navigation (中图法) and departments navigation (by discipline). */
export const SUBJECT_HIERARCHIES = [
  { name: HierarchyName.Clc, label: '中图分类' },
  { name: HierarchyName.Institutes, label: '学科分类' },
] as const satisfies readonly SubjectHierarchy[];
