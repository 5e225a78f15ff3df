import { SWRConfig } from 'swr';
import { Shell } from './Shell';

/** The SWR settings of every screen in the shell (no refetch on focus, no retry of a failure). */
const SWR_OPTIONS = { revalidateOnFocus: false, shouldRetryOnError: false };

/**
 * The shell with the data-fetching settings of the screens inside it: SWR loads with the shell,
 * not on the login route (issue 20).
 */
export function ShellRoot() {
  return (
    <SWRConfig value={SWR_OPTIONS}>
      <Shell />
    </SWRConfig>
  );
}
