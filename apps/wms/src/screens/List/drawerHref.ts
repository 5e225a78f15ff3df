import type { DrawerState } from './RecordDrawer';

/** The address of a drawer route for a drawer state: `/asnDeawer?mode=edit&id=7`. */
export function drawerHref(drawerPath: string, state: DrawerState): string {
  const params = new URLSearchParams({ mode: state.mode });
  if (state.id !== undefined) params.set('id', state.id);
  return `${drawerPath}?${params.toString()}`;
}

/** The drawer state of a drawer route's query; create when the mode is missing or unknown. */
export function drawerStateOf(search: string): DrawerState {
  const params = new URLSearchParams(search);
  const mode = params.get('mode');
  const id = params.get('id') ?? undefined;
  if ((mode === 'edit' || mode === 'info') && id) return { mode, id };
  return { mode: 'create' };
}
