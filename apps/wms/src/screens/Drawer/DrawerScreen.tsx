import type { ScreenProps } from '../../routes/screens';

/** Placeholder until the drawer screen lands in the next commit. */
export default function DrawerScreen({ title }: ScreenProps) {
  return <h2>{title}</h2>;
}
