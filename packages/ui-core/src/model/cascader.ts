/** A node of a cascader's options: code, description, children. */
export interface CascaderOption {
  code: string;
  description: string;
  children?: CascaderOption[];
}

/** The options along a path of codes, or undefined when the path does not exist. */
export function optionsAlong(options: readonly CascaderOption[], path: readonly string[]): CascaderOption[] | undefined {
  const out: CascaderOption[] = [];
  let level: readonly CascaderOption[] | undefined = options;
  for (const code of path) {
    const found: CascaderOption | undefined = level?.find((o) => o.code === code);
    if (!found) return undefined;
    out.push(found);
    level = found.children;
  }
  return out;
}
