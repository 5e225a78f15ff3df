/**
 * Public API of this package. It holds only the workspace skeleton until its own issue lands.
 */
export const PACKAGE_STATUS = 'skeleton' as const;
