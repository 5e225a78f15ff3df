import type { ComponentType } from 'react';
import type { DateRangesOn } from '@wms/ui-grid';
import type { AreaId } from '../routes/types';

/** The toolbar actions a list can offer. */
export const LIST_ACTIONS = ['create', 'edit', 'info', 'delete', 'export'] as const;
export type ListAction = (typeof LIST_ACTIONS)[number];

/** A list screen's configuration beyond its identity (which comes from the path). */
export interface ListConfig {
  /** The actions it offers; default all of LIST_ACTIONS. Query screens offer info and export. */
  actions?: readonly ListAction[];
  /**
   * Which date-range filters start ticked with last week (DataGrid `dateRangesOn`); default
   * DEFAULT_DATE_RANGES_ON.
   */
  dateRangesOn?: DateRangesOn;
}

/**
 * Date ranges start ticked with last week (CONTRACT.md §4), except the goods' own dates (lot
 * attributes such as production and expiry dates): those describe the goods, not recent work,
 * and a stock list filtered to goods made last week would open all but empty.
 */
export const DEFAULT_DATE_RANGES_ON: DateRangesOn = (code) => !code.toLowerCase().startsWith('lottable');

/** A validation rule of a form field (CONTRACT.md §5). */
export interface FieldRule {
  /** A regular expression the text must match. */
  pattern?: RegExp;
  /** The least number value. */
  greaterThan?: number;
  /** Catalogue key of the message, in the 'app' namespace. */
  message: string;
}

/** Per-area overrides of the form built from a list's columns (CONTRACT.md). */
export interface FormOverrides {
  /** Shown but never edited (keys the server assigns). */
  readOnly?: readonly string[];
  /** Must be filled. */
  required?: readonly string[];
  rules?: Readonly<Record<string, readonly FieldRule[]>>;
}

/** An embedded program: its address, or none when it runs outside and is not configured here. */
export interface FrameConfig {
  url?: string;
}

/** A business area's configuration (docs/architecture.md, 'Screens are data'). */
export interface AreaConfig {
  id: AreaId;
  /** Keyed by list path. */
  lists?: Readonly<Record<string, ListConfig>>;
  /** Keyed by list path: the overrides of its drawer form. */
  forms?: Readonly<Record<string, FormOverrides>>;
  /** Keyed by route path. */
  frames?: Readonly<Record<string, FrameConfig>>;
  /** Bespoke pages, keyed by route path, loaded on demand. */
  pages?: Readonly<Record<string, () => Promise<{ default: ComponentType }>>>;
}

/** Keys the server assigns to every record: never edited in a form. */
export const SERVER_KEYS = ['id', 'addwho', 'adddate', 'addtime', 'editwho', 'editdate', 'edittime', 'createTime', 'updateTime'] as const;

/** The usual rule of codes: digits, letters and underscore (CONTRACT.md §B5). */
export const CODE_RULE: FieldRule = { pattern: /^[A-Za-z0-9_]*$/, message: 'rule.code' };
/** Quantities greater than 0 (CONTRACT.md §B5). */
export const POSITIVE_RULE: FieldRule = { greaterThan: 0, message: 'rule.positive' };

/** Query-only screens: they show and export, nothing else. */
export const QUERY_ACTIONS: readonly ListAction[] = ['info', 'export'];
