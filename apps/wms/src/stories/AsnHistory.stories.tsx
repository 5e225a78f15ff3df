import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppAt, screenParameters, screenSetup } from './AppStory';
import { longHistory } from './appHandlers';

/**
 * The History tab of a receipt's drawer (/asnDeawer?mode=info&id=1): who changed what and when
 * (POST /audit/record), field labels and status names in the user's language, paged.
 */
const meta = {
  title: 'wms/Screens/AsnHistory',
  component: AppAt,
  args: { path: '/asnDeawer?mode=info&id=1' },
  beforeEach: screenSetup(),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const words = {
  zh: { heading: '查看入库单', tab: '历史记录' },
  en: { heading: 'View: ASN/receipts', tab: 'History' },
} as const;

/** Opens the drawer's History tab and returns the drawer. */
async function openHistory(canvasElement: HTMLElement, lang: 'zh' | 'en') {
  const body = within(canvasElement.ownerDocument.body);
  const tab = await body.findByRole('tab', { name: words[lang].tab }, { timeout: 15_000 });
  await userEvent.click(tab);
  await waitFor(() => expect(tab).toHaveAttribute('aria-selected', 'true'));
  return within(body.getByRole('dialog', { name: words[lang].heading }));
}

/** The four entries of a receipt's life: created, edited, received, settled, newest first. */
export const Entries: Story = {
  parameters: screenParameters(),
  play: async ({ canvasElement }) => {
    const drawer = await openHistory(canvasElement, 'zh');
    const listed = await drawer.findAllByRole('listitem', undefined, { timeout: 15_000 });
    // The entries' list, after the record's who/when/version lines at the tab's top.
    const items = listed.filter((li) => li.parentElement === listed[listed.length - 1]?.parentElement);
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('李强（li）');
    await expect(items[0]).toHaveTextContent('操作：核销结算');
    await expect(items[1]).toHaveTextContent('操作：整单收货');
    await expect(items[2]).toHaveTextContent('修改');
    await expect(items[2]).toHaveTextContent('月台DOOR01 → DOOR03');
    await expect(items[3]).toHaveTextContent('新建');
  },
};

export const EntriesEnglish: Story = {
  parameters: screenParameters(),
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const drawer = await openHistory(canvasElement, 'en');
    const listed = await drawer.findAllByRole('listitem', undefined, { timeout: 15_000 });
    // The entries' list, after the record's who/when/version lines at the tab's top.
    const items = listed.filter((li) => li.parentElement === listed[listed.length - 1]?.parentElement);
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('Operation: Verify and settle');
    await expect(items[2]).toHaveTextContent('Edited');
    await expect(items[2]).toHaveTextContent('DoorDOOR01 → DOOR03');
    await expect(items[3]).toHaveTextContent('Created');
  },
};

/** 45 entries: 20 a page, the pager below. */
export const Paged: Story = {
  parameters: screenParameters({ history: { entries: longHistory } }),
  play: async ({ canvasElement }) => {
    const drawer = await openHistory(canvasElement, 'zh');
    await waitFor(() => expect(drawer.getAllByRole('listitem').filter((li) => li.closest('ol'))).toHaveLength(20));
    // Named apart from the list's pager under the drawer (two navigation landmarks of one name).
    await expect(drawer.getByRole('navigation', { name: '修改历史分页' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: screenParameters({ history: { entries: () => [] } }),
  play: async ({ canvasElement }) => {
    const drawer = await openHistory(canvasElement, 'zh');
    await expect(await drawer.findByText('还没有修改记录')).toBeVisible();
  },
};

export const EmptyEnglish: Story = {
  parameters: screenParameters({ history: { entries: () => [] } }),
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const drawer = await openHistory(canvasElement, 'en');
    await expect(await drawer.findByText('No changes recorded yet')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: screenParameters({ history: { state: 'loading' } }),
  play: async ({ canvasElement }) => {
    const drawer = await openHistory(canvasElement, 'zh');
    await expect(await drawer.findByText('正在加载修改历史…')).toBeVisible();
  },
};

export const LoadingEnglish: Story = {
  parameters: screenParameters({ history: { state: 'loading' } }),
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const drawer = await openHistory(canvasElement, 'en');
    await expect(await drawer.findByText('Loading the history…')).toBeVisible();
  },
};

export const Failure: Story = {
  parameters: screenParameters({ history: { state: 'error' } }),
  play: async ({ canvasElement }) => {
    const drawer = await openHistory(canvasElement, 'zh');
    // The server's 500 with no text of its own: the call and the status, not only "system error" (issue 47).
    await expect(await drawer.findByRole('alert')).toHaveTextContent('调用 POST /audit/record/1 失败：服务器答以 HTTP 500');
  },
};

export const FailureEnglish: Story = {
  parameters: screenParameters({ history: { state: 'error' } }),
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const drawer = await openHistory(canvasElement, 'en');
    await expect(await drawer.findByRole('alert')).toHaveTextContent('The call POST /audit/record/1 failed: the server answered HTTP 500');
  },
};
