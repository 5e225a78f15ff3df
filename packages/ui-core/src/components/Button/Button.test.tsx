import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test-utils/render';
import { Button } from './Button';
import { ButtonLogProvider } from './ButtonLogContext';
import { Dropdown, DropdownItem } from './Dropdown';

function setup(ui: React.ReactElement) {
  const logger = jest.fn();
  const result = renderWithProviders(
    <ButtonLogProvider logger={logger}>
      <section data-module-name="出库管理" data-menu-name="发运单">{ui}</section>
    </ButtonLogProvider>,
  );
  return { logger, ...result };
}

describe('Button', () => {
  it('logs a click with its text and the nearest data attributes', async () => {
    const onClick = jest.fn();
    const { user, logger } = setup(<Button onClick={onClick}> 保存  明细 </Button>);
    await user.click(screen.getByRole('button', { name: '保存 明细' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(logger).toHaveBeenCalledWith({ buttonName: '保存 明细', moduleName: '出库管理', menuName: '发运单' });
  });

  it('prefers its own data attributes', async () => {
    const { user, logger } = setup(<Button data-menu-name="波次">生成</Button>);
    await user.click(screen.getByRole('button'));
    expect(logger).toHaveBeenCalledWith({ buttonName: '生成', moduleName: '出库管理', menuName: '波次' });
  });

  it('does not log when log is false, but still acts (keyboard too)', async () => {
    const onClick = jest.fn();
    const { user, logger } = setup(<Button log={false} onClick={onClick}>刷新</Button>);
    screen.getByRole('button').focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
    expect(logger).not.toHaveBeenCalled();
  });

  it('ignores clicks while disabled or loading', async () => {
    const onClick = jest.fn();
    const { user, logger } = setup(
      <>
        <Button disabled onClick={onClick}>甲</Button>
        <Button loading onClick={onClick}>乙</Button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: '甲' }));
    await user.click(screen.getByRole('button', { name: '乙' }));
    expect(onClick).not.toHaveBeenCalled();
    expect(logger).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '乙' })).toHaveAttribute('aria-busy', 'true');
  });
});

describe('DropdownItem', () => {
  it('opens by keyboard, logs the chosen item, and skips items with log false', async () => {
    const onExport = jest.fn();
    const { user, logger } = setup(
      <Dropdown label="更多">
        <DropdownItem onAction={onExport}>导出</DropdownItem>
        <DropdownItem log={false}>打印</DropdownItem>
      </Dropdown>,
    );
    screen.getByRole('button', { name: /更多/ }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(onExport).toHaveBeenCalledTimes(1);
    expect(logger).toHaveBeenCalledWith({ buttonName: '导出', moduleName: '出库管理', menuName: '发运单' });
    await user.click(screen.getByRole('button', { name: /更多/ }));
    await user.click(await screen.findByRole('menuitem', { name: '打印' }));
    expect(logger).toHaveBeenCalledTimes(1);
  });
});
