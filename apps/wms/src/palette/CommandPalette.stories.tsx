import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CommandPalette } from './CommandPalette';
import { routeTableScreens } from './fixtures';

/**
 * The screen palette (Ctrl+K, or the header's "find a screen"): every screen of the route table
 * as the menu of a user who may open them all; the pinyin converter loaded on opening, as in
 * the app.
 */
const meta = {
  title: 'wms/Palette/CommandPalette',
  component: CommandPalette,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    onOpenChange: fn(),
    onChoose: fn(),
    screens: routeTableScreens(),
    recent: [],
    loadPinyin: () => import('./model/pinyin').then((m) => m.pinyinOf),
  },
  decorators: [(Story) => <div style={{ height: 640 }}><Story /></div>],
} satisfies Meta<typeof CommandPalette>;
export default meta;
type Story = StoryObj<typeof meta>;

const RECENT = ['/app/scanGather', '/app/asn/list', '/app/po/list'];

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '跳转到页面' });
    const field = within(dialog).getByRole('combobox', { name: '页面名称、拼音或路径' });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(within(dialog).getByRole('status')).toHaveTextContent('输入页面名称、拼音首字母');
  },
};
export const OpenEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Go to a screen' });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Screen name, pinyin or path' })).toHaveFocus());
  },
};

/** `rkd`, the pinyin initials of 入库单: the ASN list first, ↓ moves to the next. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    const field = within(dialog).getByRole('combobox');
    await userEvent.type(field, 'rkd');
    const first = await within(dialog).findByRole('option', { name: /^入库单/ });
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveAttribute('aria-activedescendant', first.id);
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(/找到 \d+ 个页面/));
    await userEvent.keyboard('{ArrowDown}');
    await expect(first).toHaveAttribute('aria-selected', 'false');
    await expect(within(dialog).getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
  },
};

/** Enter opens the active screen (a tab, in the app) and closes the palette. */
export const EnterOpens: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('combobox'), 'rkd');
    await within(dialog).findByRole('option', { name: /^入库单/ });
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenCalledWith('/app/asn/list');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
/** In English: `ASN` by the English name, `ruku` by the pinyin, both finding 入库单. */
export const ResultsEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    const field = within(dialog).getByRole('combobox');
    await userEvent.type(field, 'ruku');
    await within(dialog).findByRole('option', { name: /^ASN\/receipts/ });
    await userEvent.clear(field);
    await userEvent.type(field, 'ASN');
    await expect(await within(dialog).findByRole('option', { name: /^ASN\/receipts/ })).toBeVisible();
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(/Screens found: \d+/));
  },
};

export const NoResults: Story = {
  args: { defaultQuery: 'qqqzzz' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).queryAllByRole('option')).toHaveLength(0);
    await expect(within(dialog).getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('没有找到匹配的页面');
  },
};
export const NoResultsEnglish: Story = {
  args: { defaultQuery: 'qqqzzz' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(await within(canvasElement.ownerDocument.body).findByRole('dialog')).getByRole('status')).toHaveTextContent('No screen matches');
  },
};

/** Nothing typed: the screens opened lately, most recent first. */
export const Recent: Story = {
  args: { recent: RECENT },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    const list = within(dialog).getByRole('listbox', { name: '最近打开' });
    const options = within(list).getAllByRole('option');
    await expect(options.map((o) => o.dataset.path)).toEqual(RECENT);
    await expect(within(dialog).getByRole('status')).toHaveTextContent('最近打开的页面 3 个');
    await waitFor(() => expect(within(dialog).getByRole('combobox')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(options[2]).toHaveAttribute('aria-selected', 'true');
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};
export const RecentEnglish: Story = {
  args: { recent: RECENT },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(within(dialog).getByRole('listbox', { name: 'Recent' })).getAllByRole('option')).toHaveLength(3);
  },
};

/** Esc closes (the dialog's cancel). */
export const EscCloses: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('combobox')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
