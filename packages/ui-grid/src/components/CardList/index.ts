export { CardList, CARD_BAR_HEIGHT } from './CardList';
export type { CardListProps } from './CardList';
export { useCardMode } from './useCardMode';
export type { GridLayoutMode } from './useCardMode';
