export { DrawerForm } from './DrawerForm';
export type { DrawerFormProps } from './DrawerForm';
