export { Tree } from './Tree';
export type { TreeProps, TreeNode } from './Tree';
