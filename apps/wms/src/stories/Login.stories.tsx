import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppAt, screenParameters, screenSetup } from './AppStory';

/** Login (/) of the real app: the form, the language toggle, the version and the server's state. */
const meta = {
  title: 'wms/Screens/Login',
  component: AppAt,
  args: { path: '/' },
  beforeEach: screenSetup({ signedIn: false }),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form; under it the version and "server reachable" (the fixture server answers). */
export const Form: Story = {
  parameters: screenParameters(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '登录' }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '用户名' })).toHaveValue('');
    await expect(canvas.getByLabelText('密码')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('link', { name: '注册码管理' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('status', { name: '服务状态' })).toHaveTextContent('服务器可访问'));
  },
};
export const FormEnglish: Story = {
  parameters: screenParameters(),
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Log in' }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'User name' })).toHaveValue('');
    await expect(canvas.getByRole('link', { name: 'Registration codes' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Service status' })).toHaveTextContent('Server reachable'));
  },
};

async function logIn(canvasElement: HTMLElement, names: { user: string; password: string; submit: string }, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: names.user }), 'admin');
  await userEvent.type(canvas.getByLabelText(names.password), password);
  await userEvent.click(canvas.getByRole('button', { name: names.submit }));
}

/** A wrong password: the server's catalogued refusal under the form, which keeps its values. */
export const Refused: Story = {
  parameters: screenParameters(),
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, { user: '用户名', password: '密码', submit: '登录' }, 'wrong');
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('用户名或密码错误'));
    await expect(canvas.getByRole('textbox', { name: '用户名' })).toHaveValue('admin');
  },
};
export const RefusedEnglish: Story = {
  parameters: screenParameters(),
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, { user: 'User name', password: 'Password', submit: 'Log in' }, 'wrong');
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Wrong user name or password'));
  },
};

/** The right password: the session is stored and the console opens inside the shell. */
export const SignedIn: Story = {
  parameters: screenParameters(),
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, { user: '用户名', password: '密码', submit: '登录' }, 'admin123');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '欢迎，系统管理员' }, { timeout: 15_000 })).toBeVisible();
    await expect(document.cookie).toContain('token=story-token');
  },
};
