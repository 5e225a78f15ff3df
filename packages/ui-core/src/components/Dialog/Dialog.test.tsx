import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../test-utils/render';
import { Dialog } from './Dialog';

function Harness(props: { closeOnEscape?: boolean; onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => { setOpen(true); }}>open</button>
      <Dialog
        title="标题"
        open={open}
        closeOnEscape={props.closeOnEscape}
        onOpenChange={(next) => { setOpen(next); props.onOpenChange?.(next); }}
        footer={<button type="button">ok</button>}
      >
        <input aria-label="field" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a labelled modal dialog that keeps focus inside while tabbing', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'open' }));
    const dialog = screen.getByRole('dialog', { name: '标题' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => { expect(dialog).toContainElement(document.activeElement as HTMLElement); });
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('is not closed by a click outside, nor by Esc unless allowed', async () => {
    const onOpenChange = jest.fn();
    const { user } = renderWithProviders(<Harness onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'open' }));
    await user.click(screen.getByTestId('dialog-backdrop'));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('closes on Esc when allowed and returns focus to the opener', async () => {
    const { user } = renderWithProviders(<Harness closeOnEscape />);
    const opener = screen.getByRole('button', { name: 'open' });
    await user.click(opener);
    await waitFor(() => { expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement); });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => { expect(opener).toHaveFocus(); });
  });

  it('closes by its close button, named in the current language', async () => {
    const { user } = renderWithProviders(<Harness />, { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves with the arrow keys on its move handle', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'open' }));
    screen.getByRole('button', { name: /拖动/ }).focus();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(screen.getByRole('dialog').getAttribute('data-offset')).not.toBe('0,0');
  });
});
