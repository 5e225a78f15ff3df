import 'styled-components';
import type { WmsTheme } from './tokens';

declare module 'styled-components' {
  // The platform theme is the styled-components DefaultTheme.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends WmsTheme {}
}
