import type { CardConfig } from '../../model/cards';
import type { DateRangesOn } from '../../model/filters';
import type { SearchCache } from '../../model/searchCache';
import type { ColumnConfigTypeCode, ColumnDefinition, GridDataSource, GridPage } from '../../model/types';
import type { RenderCell } from './GridCells';
import type { GridLayoutMode } from '../CardList/useCardMode';

export interface DataGridProps<Row extends object> {
  /** Where pages, options and the column configuration come from. */
  dataSource: GridDataSource<Row>;
  /** Column definitions; without them the display config is loaded through the data source. */
  columns?: readonly ColumnDefinition[];
  /** The grid's accessible name (the screen's title). */
  'aria-label': string;
  /** The screen key (route name) under which the search state is cached; none: not cached. */
  cacheKey?: string;
  /** Where search states are cached (default: in memory for the page's life). */
  searchCache?: SearchCache;
  /** A row's key (default its `id`, else its index on the page). */
  rowKey?: (row: Row, index: number) => string;
  /** Shows the pagination bar (default true). */
  pagination?: boolean;
  /** 20, 50, 100, 200 or 500 (default 20). */
  defaultPageSize?: number;
  /** A fixed height in px; by default the window height minus `heightOffset` (and 60 with pagination). */
  height?: number;
  /** What the page around the grid takes from the window height, px. */
  heightOffset?: number;
  /** What a click on the index column raises (default 'edit' when onEdit is given, else 'info'). */
  indexAction?: 'edit' | 'info' | 'none';
  /** Shows the edit column (raises onEdit). */
  editColumn?: boolean;
  /** Shows the info column (raises onInfo). */
  infoColumn?: boolean;
  onEdit?: (row: Row, index: number) => void;
  onInfo?: (row: Row, index: number) => void;
  /** Offers a row-delete action, shown only while the page has more than one row. */
  onDeleteRow?: (row: Row, index: number) => void;
  /** Shows the selection column. */
  selectable?: boolean;
  /** Selected row keys (controlled). Cleared whenever data reloads or the page changes. */
  selection?: readonly string[];
  defaultSelection?: readonly string[];
  onSelectionChange?: (keys: readonly string[]) => void;
  /** Edit permission (CONTRACT.md §6): off disables edit and delete and says so. Default on. */
  permission?: boolean;
  /**
   * A per-column cell renderer; return undefined for the default. It is called while the cell's
   * row renders (a function, not a component of its own): no hooks in it; return an element of a
   * component for content that needs them.
   */
  renderCell?: RenderCell<Row>;
  /** Shows the settings icon in the header corner (default true). */
  settings?: boolean;
  /**
   * Raised by the settings icon instead of opening the grid's own ColumnSettingsDialog (over
   * the same data source; it needs a ui-core MessageProvider above the grid).
   */
  onOpenSettings?: () => void;
  /** Called after the settings dialog saved or restored a configuration (10002, 10003). */
  onColumnsApplied?: (types: ColumnConfigTypeCode[]) => void;
  /** Changes whenever columns should be loaded again (e.g. after the settings dialog applied). */
  columnsVersion?: number;
  /** Writes copied text (default the browser clipboard). */
  copyText?: (text: string) => Promise<void>;
  /** How long the copy confirmation stays, ms (default 2500; 0 keeps it until the next copy). */
  copyConfirmationMs?: number;
  /** Time zone of dates (default the browser's). */
  timeZone?: string;
  /** "Now" as a timestamp, for stories and tests (default the clock). */
  now?: number;
  /**
   * Which date-range checkboxes start ticked with the default quick range (last week): all
   * (true, the default), none (false), the named column codes, or a predicate over codes.
   */
  dateRangesOn?: DateRangesOn;
  /** Called with each page shown. */
  onPageLoaded?: (page: GridPage<Row>) => void;
  /**
   * Refetch in place: a change of this value asks for the current page of the applied search
   * again (a live list: someone else changed its rows). Unlike a new search, the rows on screen
   * stay (not dimmed) until the answer replaces them; the filters, page, sort, scroll position
   * and focused cell stay; the selection keeps the rows still on the page; a failed refresh
   * keeps the page shown. Rows the answer adds or changes are marked for `flashMs`.
   */
  refreshKey?: string | number;
  /**
   * How long rows changed by an in-place refresh stay marked, ms (default 1600; 0: never). The
   * mark is a background that fades out, or, when the user prefers reduced motion, a still tint
   * and an edge line that go without any transition. Marked rows carry `data-changed`.
   */
  flashMs?: number;
  /**
   * How the rows are drawn (issue 49): `auto` (the default) draws a column of cards when the
   * grid's own box is narrower than `cardsBelow` (a phone, a handheld), a grid otherwise;
   * `grid` and `cards` fix it.
   */
  layout?: GridLayoutMode;
  /** The width of the grid's box below which `auto` draws cards, px (default 600, CARDS_BELOW: a phone's or a handheld's list). */
  cardsBelow?: number;
  /**
   * What a card shows where the shown columns' order would be wrong for a card: its title's column
   * (the record's key) and its fields' columns in order (only shown columns; the next shown ones
   * fill the card up to six fields).
   */
  cards?: CardConfig;
}
