import type { GridColumn } from './columns';
import { isStatusField } from './status';

/**
 * The DataGrid's card mode (issue 49): on a phone or a handheld a list is a column of cards drawn
 * from the same column configuration. Pure rules here; the view is components/CardList.
 */

/**
 * Below this width of the grid's own box (CSS px) the DataGrid draws cards. It is measured on the
 * grid's container, not the window nor the device: a 390 px phone's list is about 370 px wide and
 * a 480 px handheld's about 460, where a grid shows the index, the checkbox and two or three data
 * columns of 130–160 px. 600, not the theme's `narrow` breakpoint (768): that is the window's
 * width, and a 1024 px tablet or desk window with the menu open leaves its list about 760 px,
 * where a grid shows five columns and the desk's users expect their table (the app's 1024 px
 * screen stories, the list beside the open drawer); a tablet in portrait (768) keeps its table.
 */
export const CARDS_BELOW = 600;

/** A card's labelled fields besides its title and status chip: three rows of two. */
export const CARD_FIELD_COUNT = 6;

/**
 * A card's height, px, the same for every card and for the loading skeletons (no layout shift
 * when the page arrives; fixed-height virtualisation): 10 padding, a 32 px head (checkbox, key,
 * status chip), 6 between, three 22 px rows of two fields, 10 padding.
 */
export const CARD_HEIGHT = 10 + 32 + 6 + 3 * 22 + 10;
/** The space between two cards, px. */
export const CARD_GAP = 8;
/** A card's step in the list: its height and the gap after it. */
export const CARD_STEP = CARD_HEIGHT + CARD_GAP;

/** How a list names its card (DataGridProps.cards). */
export interface CardConfig {
  /** The title's column code (the record's key); default the first shown column that is not a status. */
  title?: string;
  /**
   * The fields' column codes in the order a card shows them, where the shown columns' order would
   * be wrong for a card. Only shown columns appear (the column dialog still decides); when fewer
   * than CARD_FIELD_COUNT of them are shown, the next shown columns fill the card.
   */
  fields?: readonly string[];
}

/** What a card shows, as columns. */
export interface CardLayout {
  title: GridColumn | undefined;
  /** The status chip's column (a `status` column before a finish flag), if one is shown. */
  status: GridColumn | undefined;
  fields: readonly GridColumn[];
}

/** The chip's column: `status` first, else the first finish flag shown. */
function statusColumn(columns: readonly GridColumn[]): GridColumn | undefined {
  return columns.find((c) => c.code.toLowerCase() === 'status') ?? columns.find((c) => isStatusField(c.code));
}

/**
 * The card's title, status and fields from the shown columns (in their order) and the list's
 * own card config.
 *
 * @example cardLayout(columns, { title: 'sku', fields: ['loc', 'qty'] })
 * // { title: sku, status: status, fields: [loc, qty, …the next shown columns up to 6] }
 */
export function cardLayout(columns: readonly GridColumn[], config: CardConfig = {}, count = CARD_FIELD_COUNT): CardLayout {
  const byCode = new Map(columns.map((c) => [c.code, c]));
  const status = statusColumn(columns);
  const title = (config.title ? byCode.get(config.title) : undefined) ?? columns.find((c) => c !== status);
  const used = new Set<GridColumn | undefined>([title, status]);
  const fields: GridColumn[] = [];
  const take = (column: GridColumn | undefined) => {
    if (!column || used.has(column) || fields.length >= count) return;
    used.add(column);
    fields.push(column);
  };
  for (const code of config.fields ?? []) take(byCode.get(code));
  for (const column of columns) take(column);
  return { title, status, fields };
}

/** Whether a container of `width` px draws cards (0: not measured yet, a grid). */
export function drawsCards(width: number, below = CARDS_BELOW): boolean {
  return width > 0 && width < below;
}
