/** Moves the items with `keys` to before (or after) the item `target`, keeping their order. */
export function moveItems<T extends { id: string }>(items: readonly T[], keys: ReadonlySet<string>, target: string, position: 'before' | 'after'): T[] {
  if (keys.has(target)) return [...items];
  const moving = items.filter((item) => keys.has(item.id));
  const rest = items.filter((item) => !keys.has(item.id));
  const at = rest.findIndex((item) => item.id === target);
  if (at < 0) return [...items];
  const index = position === 'before' ? at : at + 1;
  return [...rest.slice(0, index), ...moving, ...rest.slice(index)];
}

/** Moves one item up (-1) or down (+1) by one place; unchanged at either end. */
export function moveByOne<T extends { id: string }>(items: readonly T[], id: string, direction: -1 | 1): T[] {
  const from = items.findIndex((item) => item.id === id);
  const to = from + direction;
  if (from < 0 || to < 0 || to >= items.length) return [...items];
  const out = [...items];
  const [item] = out.splice(from, 1);
  if (item) out.splice(to, 0, item);
  return out;
}
