import type { ReactNode } from 'react';

/**
 * The data interfaces the forms need, declared here so that ui-form never imports @wms/api
 * (docs/architecture.md). @wms/api's `createFormDataSource` satisfies `FormDataSource` structurally
 * (tests/contracts/adapters.typecheck.ts checks it); another back end can implement it too.
 */

/** A row of a lookup table or an autocomplete answer: field code → value. */
export type FormRow = Record<string, unknown>;

/** An option of a select: code (the value) and description (what is read). */
export interface FormOption {
  code: string;
  description: string;
}

/** A node of a cascader or an address: code, description, children. */
export interface FormTreeOption {
  code: string;
  description: string;
  children?: FormTreeOption[];
}

/** One page of a lookup answer. */
export interface FormPage<Row> {
  rows: Row[];
  page: number;
  pageSize: number;
  /** When absent, the lookup assumes 1000 (CONTRACT.md §9). */
  total?: number;
}

/** A lookup request (CONTRACT.md §7: popup lookup url, page number, search object, extra). */
export interface LookupRequest {
  url: string;
  page: number;
  pageSize?: number;
  search?: Record<string, unknown>;
  extra?: Record<string, unknown>;
  signal?: AbortSignal;
}

/** What the forms ask of their data. */
export interface FormDataSource<Row = FormRow> {
  /** A page of the lookup popup's table. */
  lookup(request: LookupRequest): Promise<FormPage<Row>>;
  /** Autocomplete rows for typed text: POST {filterUrl}/{text}. */
  autocomplete(url: string, text: string): Promise<Row[]>;
  /** Dropdown options of a url. */
  loadOptions(url: string): Promise<FormOption[]>;
  /** Remote-select rows for typed text plus extra parameters. */
  remoteSelect(request: { path: string; text: string; extra?: Record<string, unknown>; signal?: AbortSignal }): Promise<Row[]>;
}

/** The detail form's item types (CONTRACT.md §2). */
export const FORM_ITEM_TYPES = [
  'input', 'table', 'select', 'date', 'dateTimeRange', 'cascader', 'textarea', 'checkbox', 'switch',
  'map', 'address', 'inputSection', 'slot', 'title',
] as const;
export type FormItemType = (typeof FORM_ITEM_TYPES)[number];

/** A column of the lookup popup's table. */
export interface LookupColumn {
  /** The row field shown. */
  prop: string;
  /** The header, already in the user's language. */
  label: string;
  width?: number;
  /** Offers a search box for this column (its value goes into the search object). */
  searchable?: boolean;
}

/** The lookup of a `table` item (CONTRACT.md §2 'tableConfig'). */
export interface TableConfig {
  /** The popup lookup url (a {page} placeholder or a trailing slash takes the page number). */
  url: string;
  /** The autocomplete url: POST {filterUrl}/{typed text}. Default: no autocomplete, popup only. */
  filterUrl?: string;
  columns: readonly LookupColumn[];
  /** The row field that becomes the item's value (default the first column). */
  valueKey?: string;
  /** The row field shown in suggestions (default valueKey). */
  labelKey?: string;
  /** Other form fields filled from the chosen row: form prop → row field. */
  fill?: Readonly<Record<string, string>>;
  /** Extra parameters sent with every lookup. */
  extra?: Record<string, unknown>;
  /** The popup's title (default the item's label). */
  title?: string;
}

/** What a `slot` item renders: its value and a setter, and every value of the form. */
export interface SlotRenderProps {
  value: unknown;
  setValue: (value: unknown) => void;
  values: Readonly<Record<string, unknown>>;
  invalid: boolean;
  /** The id of the item's (visually hidden) error text, for aria-describedby. */
  errorId: string;
  /** The item's label, for aria-label. */
  label: string;
  disabled: boolean;
}

/** One item of the detail form (CONTRACT.md §2: type, props, label, options, disabled, hidden, defaultValue, width, break, multiple, url, tableConfig). */
export interface FormItem {
  type: FormItemType;
  /** The field's key in the data handed over (not needed for `title`). */
  prop?: string;
  /** The label, already in the user's language. */
  label?: string;
  /** Extra props of the control (placeholder, rows, minLength, ...). */
  props?: Readonly<Record<string, unknown>>;
  /** Select options, or the tree of a cascader / address. */
  options?: readonly FormOption[] | readonly FormTreeOption[];
  disabled?: boolean;
  /**
   * Shown as text, not as a control: a value the person does not type (a total, a status, a
   * number the server gave). It is never checked and never counts as changed by the user; the
   * text is the option's description or the date's text, as the conflict panel reads it.
   */
  readOnly?: boolean;
  hidden?: boolean;
  defaultValue?: unknown;
  /** Width of the item in px (default 280; a title, textarea or slot spans the row unless given). */
  width?: number;
  /** Starts a new line after this item. */
  break?: boolean;
  /** A select of several values. */
  multiple?: boolean;
  /** Where a select's options come from (dropdown option url). */
  url?: string;
  /** A `table` item's lookup. */
  tableConfig?: TableConfig;
  /** A `slot` item's content. */
  render?: (props: SlotRenderProps) => ReactNode;
}
