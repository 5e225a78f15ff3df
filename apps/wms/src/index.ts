/** Entry point; holds only the workspace skeleton until its own issue lands. */
export const PACKAGE_STATUS = 'skeleton' as const;
