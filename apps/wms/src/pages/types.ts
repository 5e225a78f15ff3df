import type { ComponentType } from 'react';
import type { ScreenProps } from '../routes/types';

/** A bespoke page's module: its default export renders the route. */
export type PageModule = { default: ComponentType<ScreenProps> };

/** Route path (as routes.spec.tsv writes it) → a loader of its page chunk. */
export type PageLoaders = Readonly<Record<string, () => Promise<PageModule>>>;
