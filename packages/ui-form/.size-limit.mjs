import { sizeCheck } from '../../scripts/packages/size-checks.mjs';

// Budgets for size-limit on the built output (scripts/packages/size-checks.mjs); the figures
// are in README.md. @wms/ui-core and Formik are counted: an app pays for them with the form.
export default [
  sizeCheck({ name: 'everything', import: '*', limit: '165 kB' }),
  sizeCheck({ name: '{ DrawerForm }', import: '{ DrawerForm }', limit: '160 kB' }),
  sizeCheck({ name: '{ BaseForm }', import: '{ BaseForm }', limit: '125 kB', forbid: [/^@wms\/ui-form\/dist\/components\/(DrawerForm\/DrawerForm\.js|MapPicker\/)/] }),
  // The rules alone: no React, no Formik.
  sizeCheck({ name: '{ checkRules }', import: '{ checkRules }', limit: '1 kB', only: [/^@wms\/ui-form\/dist\/model\//] }),
];
