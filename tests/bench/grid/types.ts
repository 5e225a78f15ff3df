/**
 * The contract between the grid bench runner and its case files (tests/bench/grid/cases/*.tsx).
 * A case file default-exports one GridBenchCase or an array of them; the runner builds one page
 * per case file, runs every case it exports and reports the cases of one scenario side by side.
 */

/** A generated column: the same definitions are handed to every library. */
export interface BenchColumn {
  code: string;
  name: string;
  width: number;
  kind: 'numeric' | 'string' | 'datetime';
}

export type BenchRow = Record<string, string | number> & { id: string };

/** The data of one scenario, generated in the page before the clock starts. */
export interface BenchData {
  columns: BenchColumn[];
  rows: BenchRow[];
}

/** What is measured and on how much data. Cases of the same scenario id are compared. */
export interface BenchScenario {
  id: string;
  /** The report's heading for this comparison. */
  title: string;
  rows: number;
  columns: number;
  /** Scroll to the end and back and measure frames (default true). */
  scroll?: boolean;
  /**
   * Scenarios of one group share a table (e.g. the same grid at 1,000 and 100,000 rows), with a
   * data column and ratios to the group's first case. Default: the scenario is its own table.
   */
  group?: { id: string; title: string };
}

/** The scenario of issue 6: one server page of 500 rows × 60 columns. */
export const PAGE_SCENARIO: BenchScenario = { id: 'page-500x60', title: 'One page: 500 rows × 60 columns', rows: 500, columns: 60 };

export interface GridBenchCase {
  /** Unique over all case files (letters, digits, dashes). */
  id: string;
  /** The library and version as the report names it. */
  library: string;
  /** Default PAGE_SCENARIO. */
  scenario?: BenchScenario;
  /**
   * Renders the grid with `data` into `root` (a 1280 × 640 box). The clock runs from this call
   * until the first frame painted after `isPainted` holds: data-to-paint.
   */
  mount: (root: HTMLElement, data: BenchData) => void | Promise<void>;
  /**
   * The painted check, run after every change to the DOM under the box and once a frame (default:
   * the viewport is in the DOM: the first row's first cell, the 13th row's first cell and its
   * 9th column's text; harness.ts `viewportInDom`).
   */
  isPainted?: (root: HTMLElement, data: BenchData) => boolean;
  /** The last row is rendered (default: the last row's first cell text is in the DOM). */
  isAtEnd?: (root: HTMLElement, data: BenchData) => boolean;
  /** The element that scrolls the rows (default: the deepest largest scrollable element). */
  scroller?: (root: HTMLElement) => HTMLElement | null;
}

/** One run of one case, as the page reports it. */
export interface CaseRun {
  /** Data-to-paint: from the render call to the first frame painted with the first row's first cell. */
  mountMs: number;
  /** Data-to-DOM: from the render call until the viewport's rows and columns are in the DOM (the change that put them there, seen by a MutationObserver). */
  mountDomMs: number;
  /** Animation frames that passed before the viewport was in the DOM (0: within the frame of the render call). */
  mountFrames: number;
  /** Frame times (rAF deltas) while scrolling to the end and back. */
  frames: number;
  p95FrameMs: number;
  maxFrameMs: number;
  /** Long tasks (over 50 ms) during mount and during the scroll. */
  longTasksMount: number;
  longTasksScroll: number;
  longTaskMs: number;
  /** The last row was rendered when the scroll reached the end (an honest-scroll check); null without a scroll. */
  reachedEnd: boolean | null;
}
