import type { PermissionArea, PermissionMenu } from '@wms/api';

/** What a role's tree saves: its menu codes and its `menu:button` keys. */
export interface PermissionSelection {
  menus: string[];
  buttons: string[];
}

const mapMenus = (tree: readonly PermissionArea[], fn: (menu: PermissionMenu, area: PermissionArea) => PermissionMenu): PermissionArea[] =>
  tree.map((area) => ({ ...area, menus: area.menus.map((menu) => fn(menu, area)) }));

/** Checks or clears a menu; clearing it clears its buttons (a button needs its menu). */
export function toggleMenu(tree: readonly PermissionArea[], menuCode: string, checked: boolean): PermissionArea[] {
  return mapMenus(tree, (menu) => (menu.menuCode !== menuCode ? menu : { ...menu, checked, buttons: checked ? menu.buttons : menu.buttons.map((b) => ({ ...b, checked: false })) }));
}

/** Checks or clears one button of a menu; checking it checks the menu too. */
export function toggleButton(tree: readonly PermissionArea[], menuCode: string, code: string, checked: boolean): PermissionArea[] {
  return mapMenus(tree, (menu) =>
    menu.menuCode !== menuCode ? menu : { ...menu, checked: menu.checked || checked, buttons: menu.buttons.map((b) => (b.code === code ? { ...b, checked } : b)) },
  );
}

/** Checks every menu of an area (buttons untouched), or clears the area with its buttons. */
export function toggleArea(tree: readonly PermissionArea[], area: string, checked: boolean): PermissionArea[] {
  return mapMenus(tree, (menu, a) => (a.area !== area ? menu : { ...menu, checked, buttons: checked ? menu.buttons : menu.buttons.map((b) => ({ ...b, checked: false })) }));
}

/** 'all', 'none' or 'some' of an area's menus checked (the area's box shows mixed for 'some'). */
export function areaState(area: PermissionArea): 'all' | 'none' | 'some' {
  const checked = area.menus.filter((m) => m.checked).length;
  return checked === 0 ? 'none' : checked === area.menus.length ? 'all' : 'some';
}

/** The selection to save. */
export function selectionOf(tree: readonly PermissionArea[]): PermissionSelection {
  const menus: string[] = [];
  const buttons: string[] = [];
  for (const area of tree)
    for (const menu of area.menus) {
      if (!menu.checked) continue;
      menus.push(menu.menuCode);
      for (const b of menu.buttons) if (b.checked) buttons.push(`${menu.menuCode}:${b.code}`);
    }
  return { menus, buttons };
}

/** How many menus and buttons differ between two trees of the same role (for 'unsaved changes'). */
export function changeCount(before: readonly PermissionArea[], after: readonly PermissionArea[]): number {
  const a = selectionOf(before);
  const b = selectionOf(after);
  const diff = (x: string[], y: string[]) => {
    const ys = new Set(y);
    const xs = new Set(x);
    return x.filter((k) => !ys.has(k)).length + y.filter((k) => !xs.has(k)).length;
  };
  return diff(a.menus, b.menus) + diff(a.buttons, b.buttons);
}

/** The tree filtered by a text (menu name, code or path); areas without a match drop out. */
export function filterTree(tree: readonly PermissionArea[], text: string): PermissionArea[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...tree];
  return tree
    .map((area) => ({ ...area, menus: area.menus.filter((m) => `${m.name} ${m.menuCode} ${m.path}`.toLowerCase().includes(needle)) }))
    .filter((area) => area.menus.length > 0);
}
