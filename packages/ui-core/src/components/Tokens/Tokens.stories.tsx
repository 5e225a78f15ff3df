import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { FINISH_FLAG_COLORS, SIZES, STATUS_COLORS } from '../../theme/tokens';

/** The theme's tokens as a reviewer sees them: colours, and the grid's and dialogs' sizes. */
function TokenSheet() {
  const { t } = useTranslation('core');
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <section aria-label="status colours">
        <h2 style={{ fontSize: 16, margin: '0 0 8px' }}>Status colours (17)</h2>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
          {STATUS_COLORS.map((color, i) => (
            <div key={color} style={{ width: 52, textAlign: 'center', fontSize: 12 }}>
              <div style={{ height: 24, background: color, borderRadius: 4 }} />
              {i + 1}
            </div>
          ))}
        </div>
      </section>
      <section aria-label="finish flags">
        <h2 style={{ fontSize: 16, margin: '0 0 8px' }}>Finish flags</h2>
        <div style={{ display: 'flex', gap: 8 }}>
          {Object.entries(FINISH_FLAG_COLORS).map(([name, color]) => (
            <div key={name} style={{ padding: '2px 8px', color: '#fff', background: color, borderRadius: 4 }}>{name}</div>
          ))}
        </div>
      </section>
      <section aria-label="sizes">
        <h2 style={{ fontSize: 16, margin: '0 0 8px' }}>Sizes (px)</h2>
        <pre style={{ margin: 0, fontSize: 12 }}>{JSON.stringify(SIZES, null, 2)}</pre>
      </section>
      <p>{t('message.systemError')}</p>
    </div>
  );
}

const meta = {
  title: 'ui-core/Theme tokens',
  component: TokenSheet,
} satisfies Meta<typeof TokenSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('系统错误，请联系管理员')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('System error, please contact the administrator')).toBeVisible();
  },
};
