import type { MessageKey } from './messages';

/** The catalogue's shapes: entities (tables and fields) and list routes (menus over entities). */

/** Column data types of the contract: 10401 numeric, 10402 string, 10403 datetime. */
export type ColumnTypeCode = 10401 | 10402 | 10403;
/** Filter types (issearch) 0–6. */
export type IsSearch = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Where a select's options come from. */
export type OptionSource =
  | { kind: 'dict'; code: string }
  /** An option path of ours (`/options/{source}?key=value`), with key=value parameters. */
  | { kind: 'path'; path: string };

/** One field of an entity: a column of its table and, usually, of its lists. */
export interface FieldDef {
  code: string;
  zh: string;
  en: string;
  type: ColumnTypeCode;
  issearch: IsSearch;
  options?: OptionSource;
  /** Shown by default in the display config (default true). */
  shown: boolean;
  /** Exported by default (default: as shown). */
  exported: boolean;
  /** Summed in the list's summary row. */
  summed: boolean;
  /** Required on insert and update. */
  required: boolean;
  /** A code: digits, letters and underscore only, no Chinese. */
  codeLike: boolean;
  /** Letters, digits and English symbols only: no Chinese, no spaces. */
  asciiText: boolean;
  /** Unique within the entity (and warehouse, when scoped). */
  unique: boolean;
  /** Quantity that must be greater than 0 on write. */
  positive: boolean;
  /** Display width in px. */
  width: number;
  /** Not writable by clients (computed or system fields). */
  readOnly: boolean;
}

/** How an entity's status gates writes (CONTRACT.md §B4). */
export interface StatusRule {
  field: string;
  /** Statuses in which a record may be deleted ("only new records"). */
  deletable: readonly string[];
  /** Statuses in which a record may be modified ("only pending or in-process"). */
  editable: readonly string[];
  /** The message key of a refused delete. */
  deleteMessage?: MessageKey;
  /** The message key of a refused update. */
  updateMessage?: MessageKey;
}

/** An entity: one table. */
export interface EntityDef {
  name: string;
  table: string;
  fields: readonly FieldDef[];
  /** Rows belong to a warehouse (column whseid) and lists show the current one only. */
  scoped: boolean;
  /** The owner field: shipper users see only rows of their shippers. */
  ownerField?: string;
  status?: StatusRule;
  /** Deletion refused while any of these quantities is above 0. */
  deleteBlockedBy?: readonly string[];
  /** Indexes to create (field lists). */
  indexes?: readonly (readonly string[])[];
  /** Default sort: field and direction. */
  sort: { field: string; desc: boolean };
}

/** A list route of routes.spec.tsv: a menu over an entity. */
export interface ListRouteDef {
  path: string;
  menuCode: string;
  area: string;
  zh: string;
  en: string;
  entity: string;
  /** Equality conditions fixed for this route (also the defaults of an insert through it). */
  fixed?: Readonly<Record<string, string | number>>;
  /** A static, trusted extra condition of this route (no user input in it). */
  where?: string;
  /** The fields this route's columns show, in order (default: all of the entity's). */
  columns?: readonly string[];
  /** Label overrides per field: [zh, en]. */
  labels?: Readonly<Record<string, readonly [string, string]>>;
  /** The route's own default sort (default: the entity's). */
  sort?: { field: string; desc: boolean };
  /** Lists of reference data an internal user may write; others are read-only. */
  readOnly?: boolean;
}

/** A route that is not a list (page, embedded, shell, drawer): only for menus. */
export interface OtherRouteDef {
  path: string;
  area: string;
  kind: 'page' | 'embedded' | 'shell' | 'drawer';
  zh: string;
  en: string;
}
