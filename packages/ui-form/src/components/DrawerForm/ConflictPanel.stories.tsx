import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormConflict } from '../../model/conflict';
import type { FormItem } from '../../model/types';
import type { FormValues } from '../../model/values';
import { DrawerForm } from './DrawerForm';

type Lang = 'zh' | 'en';

/** A receipt header as the drawer edits it: four entered fields and a status the operations own. */
function receiptItems(lang: Lang): FormItem[] {
  const en = lang === 'en';
  return [
    { type: 'input', prop: 'receiptkey', label: en ? 'Receipt no.' : '入库单号', disabled: true },
    { type: 'select', prop: 'status', label: en ? 'Status' : '状态', disabled: true, options: [{ code: '0', description: en ? 'New' : '新建' }, { code: '5', description: en ? 'Receiving' : '收货中' }] },
    { type: 'input', prop: 'externreceiptkey', label: en ? 'External no.' : '外部单号' },
    { type: 'select', prop: 'carrierkey', label: en ? 'Carrier' : '承运商', options: [{ code: 'SF', description: en ? 'SF Express' : '顺丰速运' }, { code: 'ZTO', description: en ? 'ZTO Express' : '中通快递' }] },
    { type: 'input', prop: 'door', label: en ? 'Door' : '月台' },
    { type: 'textarea', prop: 'notes', label: en ? 'Notes' : '备注' },
  ];
}

/** The record both users opened (version 3). */
const BASE: FormValues = { id: 7, version: 3, receiptkey: 'ASN0000007', status: '0', externreceiptkey: 'PO-8812', carrierkey: 'SF', door: 'D1', notes: '' };
/** What the other user (wang) saved meanwhile: carrier and door (version 4). */
const LATEST: FormValues = { ...BASE, version: 4, carrierkey: 'ZTO', door: 'D3', editwho: 'wang', editdate: '2026-11-26 15:02:11' };

/**
 * The drawer of a receipt whose first save meets a conflict (the other user changed carrier
 * and door), then saves. Before saving the story types the user's own changes.
 */
function Harness({ onSubmit }: { onSubmit: (data: FormValues, record: FormValues | undefined) => void }) {
  const { i18n } = useTranslation();
  const lang: Lang = i18n.language === 'en' ? 'en' : 'zh';
  const [items] = useState(() => receiptItems(lang));
  const saves = useRef(0);
  const [saved, setSaved] = useState<FormValues | undefined>(undefined);
  return (
    <>
      {saved ? <pre aria-label={lang === 'en' ? 'saved' : '已保存'} style={{ margin: 16, fontSize: 12 }}>{JSON.stringify(saved, null, 2)}</pre> : null}
      <DrawerForm
        defaultOpen
        title={lang === 'en' ? 'Edit receipt' : '编辑入库单'}
        items={items}
        record={BASE}
        timeZone="Asia/Shanghai"
        onSubmit={(data, context) => {
          onSubmit(data, context.record);
          saves.current += 1;
          if (saves.current === 1) {
            const message = lang === 'en' ? 'Receipt was changed by wang at 2026-11-26 15:02:11' : '入库单已被wang于2026-11-26 15:02:11修改';
            return Promise.reject(new FormConflict({ latest: LATEST, who: 'wang', when: '2026-11-26 15:02:11', message }));
          }
          setSaved({ ...data, version: context.record?.version });
          return Promise.resolve();
        }}
      />
    </>
  );
}

const meta = {
  title: 'ui-form/DrawerForm/Conflict',
  component: Harness,
  args: { onSubmit: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const words = {
  zh: { save: '保存', external: '外部单号', notes: '备注', apply: '将我的修改应用到最新记录', discard: '放弃我的修改', carrier: '中通快递' },
  en: { save: 'Save', external: 'External no.', notes: 'Notes', apply: 'Apply my changes to the latest', discard: 'Discard mine', carrier: 'ZTO Express' },
} as const;

/** Types the user's changes (external no. and notes) and saves into the conflict. */
async function typeAndMeetConflict(canvasElement: HTMLElement, lang: Lang) {
  const w = words[lang];
  const page = within(canvasElement.ownerDocument.body);
  const drawer = await page.findByRole('dialog');
  const form = within(drawer);
  const external = form.getByRole('textbox', { name: w.external });
  await userEvent.clear(external);
  await userEvent.type(external, 'PO-9001');
  await userEvent.type(form.getByRole('textbox', { name: w.notes }), lang === 'en' ? 'call before unloading' : '卸货前电话联系');
  await userEvent.click(form.getByRole('button', { name: w.save }));
  await form.findByRole('button', { name: w.apply });
  return { page, form, w };
}

async function conflictShown(canvasElement: HTMLElement, lang: Lang) {
  const { form, w } = await typeAndMeetConflict(canvasElement, lang);
  const panel = form.getByRole('region');
  // Theirs beside mine: the other user's carrier, and what was typed, all still in the form.
  await expect(within(panel).getByText(w.carrier)).toBeInTheDocument();
  await expect(within(panel).getByText('PO-9001')).toBeInTheDocument();
  await expect(form.getByRole('textbox', { name: w.external })).toHaveValue('PO-9001');
}

/** The conflict: who changed the record, the fields changed underneath beside the user's, nothing typed lost. */
export const ConflictShown: Story = { play: async ({ canvasElement }) => { await conflictShown(canvasElement, 'zh'); } };
export const ConflictShownEnglish: Story = { globals: { locale: 'en' }, play: async ({ canvasElement }) => { await conflictShown(canvasElement, 'en'); } };

async function applyMine(canvasElement: HTMLElement, lang: Lang, onSubmit: ReturnType<typeof fn>) {
  const { page, form, w } = await typeAndMeetConflict(canvasElement, lang);
  await userEvent.click(form.getByRole('button', { name: w.apply }));
  // Saved once more: the user's two fields over the latest record, on the latest version.
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
  await expect(onSubmit).toHaveBeenLastCalledWith(
    expect.objectContaining({ externreceiptkey: 'PO-9001', carrierkey: 'ZTO', door: 'D3', notes: lang === 'en' ? 'call before unloading' : '卸货前电话联系' }),
    expect.objectContaining({ version: 4 }),
  );
  await page.findByLabelText(lang === 'en' ? 'saved' : '已保存');
}

/** "Apply my changes to the latest": only the touched fields go over the latest record, saved on version 4. */
export const ApplyMine: Story = { play: async ({ canvasElement, args }) => { await applyMine(canvasElement, 'zh', args.onSubmit); } };
export const ApplyMineEnglish: Story = { globals: { locale: 'en' }, play: async ({ canvasElement, args }) => { await applyMine(canvasElement, 'en', args.onSubmit); } };

async function discard(canvasElement: HTMLElement, lang: Lang, onSubmit: ReturnType<typeof fn>) {
  const { form, w } = await typeAndMeetConflict(canvasElement, lang);
  await userEvent.click(form.getByRole('button', { name: w.discard }));
  // The latest record, the typed values gone, nothing saved again.
  await waitFor(() => expect(form.getByRole('textbox', { name: w.external })).toHaveValue('PO-8812'));
  await expect(form.getByRole('textbox', { name: lang === 'en' ? 'Door' : '月台' })).toHaveValue('D3');
  await expect(form.queryByRole('button', { name: w.apply })).not.toBeInTheDocument();
  await expect(onSubmit).toHaveBeenCalledTimes(1);
}

/** "Discard mine": the form shows the latest record. */
export const Discard: Story = { play: async ({ canvasElement, args }) => { await discard(canvasElement, 'zh', args.onSubmit); } };
export const DiscardEnglish: Story = { globals: { locale: 'en' }, play: async ({ canvasElement, args }) => { await discard(canvasElement, 'en', args.onSubmit); } };
