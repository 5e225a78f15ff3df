import { createColumnHandoff } from './columnHandoff';

interface Columns {
  answer: number;
}

function countingSource() {
  let calls = 0;
  const source = {
    loadPage: () => Promise.reject(new Error('not used')),
    saveColumns: (type: number) => Promise.resolve(type),
    resetColumns: (type: number) => Promise.resolve(type),
    loadColumns: (): Promise<Columns> => {
      calls += 1;
      return Promise.resolve({ answer: calls });
    },
  };
  return { source, calls: () => calls };
}

describe('createColumnHandoff', () => {
  it("gives the grid's first column load the list's answer, without asking the server again", async () => {
    const { source, calls } = countingSource();
    const handoff = createColumnHandoff<Columns>();
    const listed = handoff.offer(source.loadColumns());
    const grid = handoff.sourceFor(source);
    await expect(grid.loadColumns()).resolves.toBe(await listed);
    expect(calls()).toBe(1);
  });

  it('keeps the rest of the source', () => {
    const { source } = countingSource();
    expect(createColumnHandoff<Columns>().sourceFor(source).loadPage).toBe(source.loadPage);
  });

  it('asks the server on a reload of the same grid (after the settings were saved)', async () => {
    const { source, calls } = countingSource();
    const handoff = createColumnHandoff<Columns>();
    void handoff.offer(source.loadColumns());
    const grid = handoff.sourceFor(source);
    await grid.loadColumns();
    await expect(grid.loadColumns()).resolves.toEqual({ answer: 2 });
    expect(calls()).toBe(2);
  });

  it('hands an answer over once: a second grid mount asks the server', async () => {
    const { source, calls } = countingSource();
    const handoff = createColumnHandoff<Columns>();
    void handoff.offer(source.loadColumns());
    await handoff.sourceFor(source).loadColumns();
    await handoff.sourceFor(source).loadColumns();
    expect(calls()).toBe(2);
  });

  it('asks the server when nothing was offered', async () => {
    const { source, calls } = countingSource();
    await createColumnHandoff<Columns>().sourceFor(source).loadColumns();
    expect(calls()).toBe(1);
  });

  it.each(['saveColumns', 'resetColumns'] as const)('drops the offered answer when the columns are changed (%s)', async (change) => {
    const { source, calls } = countingSource();
    const handoff = createColumnHandoff<Columns>();
    void handoff.offer(source.loadColumns());
    await expect(handoff.sourceFor(source)[change](10002)).resolves.toBe(10002);
    await expect(handoff.sourceFor(source).loadColumns()).resolves.toEqual({ answer: 2 });
    expect(calls()).toBe(2);
  });
});
