export { DriftNotice } from './DriftNotice';
export type { DriftNoticeProps } from './DriftNotice';
export { PartBoundary } from './PartBoundary';
export type { PartBoundaryProps } from './PartBoundary';
