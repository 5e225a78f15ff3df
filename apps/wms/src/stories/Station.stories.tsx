import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppAt, screenParameters, screenSetup } from './AppStory';

/**
 * A station inside the app: scan receiving (/app/scanGather) opened in the shell, against the
 * station fixtures of @wms/api (createStationHandlers, part of the app's fixture server). Each
 * state of a station has its own story under wms/Stations/StationScreen.
 */
const meta = {
  title: 'wms/Screens/Station',
  component: AppAt,
  args: { path: '/app/scanGather' },
  beforeEach: screenSetup(),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

async function receive(canvasElement: HTMLElement, title: string, done: string) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { name: title }, { timeout: 15_000 })).toBeVisible();
  const field = canvas.getByRole('textbox');
  await waitFor(() => expect(field).toHaveFocus());
  for (const code of ['ASN0001', '6901000000011', '2*6901000000028']) {
    await userEvent.type(field, `${code}{Enter}`);
    // Each scan is answered before the next (the field empties at once; the answer follows).
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  await waitFor(() => expect(canvasElement.querySelector('[data-progress]')).toHaveTextContent(done));
  await expect(canvas.getByText('SKU-1002')).toBeVisible();
}

export const ScanReceiving: Story = {
  parameters: screenParameters(),
  play: ({ canvasElement }) => receive(canvasElement, '逐件扫描收货', '3 / 10'),
};
export const ScanReceivingEnglish: Story = {
  parameters: screenParameters(),
  globals: { locale: 'en' },
  play: ({ canvasElement }) => receive(canvasElement, 'Single-piece scan receiving', '3 / 10'),
};
