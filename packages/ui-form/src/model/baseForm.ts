import type { ReactNode } from 'react';
import { checkNumberRange, checkRules, type FormRule, type RuleFailure } from './rules';
import type { FormOption } from './types';

/** The base (search) form's field types (CONTRACT.md §2). */
export const BASE_FORM_ITEM_TYPES = ['select', 'date', 'daterange', 'datetime', 'datetimerange', 'number', 'slot', 'text'] as const;
export type BaseFormItemType = (typeof BASE_FORM_ITEM_TYPES)[number];

/** What a base form's `slot` renders. */
export interface BaseSlotProps {
  value: unknown;
  setValue: (value: unknown) => void;
  label: string;
}

/** One field of a search form. */
export interface BaseFormItem {
  type: BaseFormItemType;
  prop: string;
  /** The label, already in the user's language. */
  label: string;
  options?: readonly FormOption[];
  /** Where a select's options come from. */
  url?: string;
  multiple?: boolean;
  /** A `number` field as a from–to range of positive integers (CONTRACT.md §5). */
  range?: boolean;
  /** A single date that cannot be in the future (a date filter, CONTRACT.md §5). */
  noFuture?: boolean;
  rules?: readonly FormRule[];
  width?: number;
  placeholder?: string;
  render?: (props: BaseSlotProps) => ReactNode;
}

/** A base form's values: prop → value. */
export type BaseFormValues = Record<string, unknown>;

/** What a field holds when empty. */
export function baseEmptyValue(item: BaseFormItem): unknown {
  switch (item.type) {
    case 'select':
      return item.multiple ? [] : '';
    case 'daterange':
    case 'datetimerange':
    case 'date':
    case 'datetime':
      return null;
    case 'number':
      return item.range ? ['', ''] : '';
    case 'slot':
      return null;
    case 'text':
      return '';
  }
}

/** A field's failure: its rules, then the numeric range rule of a range. */
export function checkBaseField(item: BaseFormItem, value: unknown, values: Readonly<BaseFormValues>): RuleFailure | undefined {
  return checkRules(value, item.rules, values) ?? (item.type === 'number' && item.range ? checkNumberRange(value as [string, string] | null) : undefined);
}
