import type { AppRoute } from '../../routes/types';

/** Placeholder until the list view lands in the next commit. */
export function ListView({ title }: { route: AppRoute; title: string }) {
  return <h2>{title}</h2>;
}
