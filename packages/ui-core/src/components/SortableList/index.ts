export { SortableList } from './SortableList';
export type { SortableListProps, SortableItem } from './SortableList';
