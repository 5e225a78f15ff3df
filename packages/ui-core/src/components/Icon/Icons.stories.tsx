import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CaretDownIcon, CloseIcon, GearIcon, SearchIcon } from './icons';

const ICONS = [GearIcon, SearchIcon, CloseIcon, CaretDownIcon] as const;

/**
 * The platform's four small icons (column settings, search, close, drop-down caret), drawn at
 * the text's size and in its colour: here at 14 px (a grid's head, a select) and 22 px (the
 * screen palette's button), in the text colour and the primary colour.
 */
function Gallery() {
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      {[{ fontSize: 14, color: '#1f2328' }, { fontSize: 22, color: '#1f5fbf' }].map((look) => (
        <div key={look.fontSize} style={{ ...look, display: 'flex', gap: 16, alignItems: 'center' }}>
          {ICONS.map((Icon, i) => (
            <span key={i} style={{ border: '1px solid #c9d1d9', padding: 4, lineHeight: 1 }}>
              <Icon />
            </span>
          ))}
          <span>Aa 文字</span>
        </div>
      ))}
    </div>
  );
}

const meta = {
  title: 'ui-core/Icons',
  component: Gallery,
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllIcons: Story = {
  play: async ({ canvasElement }) => {
    const icons = canvasElement.querySelectorAll('svg');
    await expect(icons).toHaveLength(8);
    // Hidden from assistive technology: the button around an icon carries its name.
    for (const icon of icons) await expect(icon.getAttribute('aria-hidden')).toBe('true');
    // At the text's size: 1em of 14 px and of 22 px.
    await expect(icons[0]?.getBoundingClientRect().width).toBe(14);
    await expect(icons[4]?.getBoundingClientRect().width).toBe(22);
  },
};
