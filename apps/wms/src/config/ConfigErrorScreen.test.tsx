import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n } from '@wms/ui-core';
import { ConfigErrorScreen } from './ConfigErrorScreen';

describe('the configuration screen', () => {
  it('names every wrong field, in Chinese and in English at once', () => {
    render(
      <ConfigErrorScreen
        i18n={createI18n({ language: 'zh' })}
        onRetry={() => undefined}
        failure={{ kind: 'invalid', url: '/ris-wms/config.json', issues: [{ field: 'frameOrigins[0]', problem: 'notOrigin', value: 'https://b.example/' }, { field: 'map.key', problem: 'missingKey' }] }}
      />,
    );
    const alert = screen.getByRole('alert', { name: /运行配置有误.*runtime configuration is wrong/ });
    expect(alert).toHaveTextContent('运行配置文件 /ris-wms/config.json 中有以下字段不正确');
    expect(alert).toHaveTextContent('These fields of the runtime configuration /ris-wms/config.json are wrong');
    expect(alert).toHaveTextContent('frameOrigins[0]：应为 http(s) 来源');
    expect(alert).toHaveTextContent('frameOrigins[0]: must be an http(s) origin');
    expect(alert).toHaveTextContent('(now: https://b.example/)');
    expect(alert).toHaveTextContent('map.key: amap needs a key');
  });

  it.each([
    [{ kind: 'missing', url: '/ris-wms/config.json', status: 404 } as const, /未找到运行配置文件 \/ris-wms\/config\.json（HTTP 404）.*was not found \(HTTP 404\)/],
    [{ kind: 'unreadable', url: '/c.json', detail: 'Unexpected token' } as const, /不是有效的 JSON：Unexpected token.*is not valid JSON: Unexpected token/],
  ])('explains a %o file and offers to reload', async (failure, text) => {
    const onRetry = jest.fn();
    render(<ConfigErrorScreen i18n={createI18n({ language: 'en' })} onRetry={onRetry} failure={failure} />);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    await userEvent.click(screen.getByRole('button', { name: '重新加载 / Reload' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
