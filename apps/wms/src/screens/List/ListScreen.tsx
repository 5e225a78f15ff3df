import type { ScreenProps } from '../../routes/screens';
import { ListView } from './ListView';

/** A list route: the generic list screen of its menu code (CONTRACT.md list identity). */
export default function ListScreen({ route, title }: ScreenProps) {
  return <ListView route={route} title={title} />;
}
