import type { ComponentType } from 'react';
import type { CardConfig, DateRangesOn } from '@wms/ui-grid';
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
  /**
   * What the list's cards show on a phone (DataGrid `cards`, issue 49), where the shown columns'
   * order would put the wrong fields on a card: the title's column and the fields' columns.
   */
  cards?: CardConfig;
}

/**
 * Date ranges start ticked with last week (CONTRACT.md §4), except the goods' own dates (lot
 * attributes such as production and expiry dates): those describe the goods, not recent work,
 * and a stock list filtered to goods made last week would open all but empty.
 */
export const DEFAULT_DATE_RANGES_ON: DateRangesOn = (code) => !code.toLowerCase().startsWith('lottable');

/** An embedded program: its address, or none when it runs outside and is not configured here. */
export interface FrameConfig {
  url?: string;
}

/** A business area's configuration (docs/architecture.md, 'Screens are data'). */
export interface AreaConfig {
  id: AreaId;
  /** Keyed by list path. */
  lists?: Readonly<Record<string, ListConfig>>;
  // No form rules here: what a field takes is the server catalogue's one declaration, served with
  // each list's column configuration (`fieldRules`, issue 38), and what a drawer shows follows its
  // field owners.
  /** Keyed by route path. */
  frames?: Readonly<Record<string, FrameConfig>>;
  /** Bespoke pages, keyed by route path, loaded on demand. */
  pages?: Readonly<Record<string, () => Promise<{ default: ComponentType }>>>;
}

/** Keys the server assigns to every record: never edited in a form. */
export const SERVER_KEYS = ['id', 'addwho', 'adddate', 'addtime', 'editwho', 'editdate', 'edittime', 'createTime', 'updateTime'] as const;

/** Query-only screens: they show and export, nothing else. */
export const QUERY_ACTIONS: readonly ListAction[] = ['info', 'export'];
