import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppAt, screenParameters, screenSetup } from './AppStory';

/** Registration (/licenseRegister) of the real app: always reachable, signed in or not. */
const meta = {
  title: 'wms/Screens/Register',
  component: AppAt,
  args: { path: '/licenseRegister' },
  beforeEach: screenSetup({ signedIn: false }),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {
  parameters: screenParameters(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '注册码管理' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '注册码' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: '注册' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: '返回登录' })).toHaveAttribute('href', '/ris-wms');
  },
};
export const FormEnglish: Story = {
  parameters: screenParameters(),
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Registration codes' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Registration code' })).toHaveValue('');
    await expect(canvas.getByRole('link', { name: 'Back to login' })).toBeVisible();
  },
};

/** A code the server does not know: its catalogued refusal; the field keeps the code. */
export const Refused: Story = {
  parameters: screenParameters(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: '注册码' }), 'WMS-0000-0000');
    await userEvent.click(canvas.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('注册码无效或已使用'));
    await expect(canvas.getByRole('textbox', { name: '注册码' })).toHaveValue('WMS-0000-0000');
  },
};
export const RefusedEnglish: Story = {
  parameters: screenParameters(),
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Registration code' }), 'WMS-0000-0000');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('The registration code is invalid or already used'));
  },
};
