import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { ensureStationsCatalogue } from './i18n/catalogue';
import { StationPicker } from './StationPicker';

function Picker({ title }: { title: string }) {
  const { i18n } = useTranslation();
  ensureStationsCatalogue(i18n);
  return <MemoryRouter><StationPicker title={title} /></MemoryRouter>;
}

const meta = { title: 'wms/Stations/StationPicker', component: Picker, args: { title: '工作站' } } satisfies Meta<typeof Picker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /app/iframe: every built-in station, one link each. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '扫描收货' })).toBeVisible();
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(18);
  },
};
export const English: Story = { args: { title: 'Stations' }, globals: { locale: 'en' } };
