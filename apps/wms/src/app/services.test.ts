import { createI18n } from '@wms/ui-core';
import { createServices } from './services';

describe('createServices', () => {
  it('forgets cached options when the language changes, so labels come in the new language', async () => {
    const i18n = createI18n({ language: 'zh' });
    const services = createServices({ i18n, onUnauthorized: () => undefined });
    const clear = jest.spyOn(services.api, 'clearOptionCache');
    await i18n.changeLanguage('en');
    expect(clear).toHaveBeenCalledTimes(1);
    await i18n.changeLanguage('en');
    expect(clear).toHaveBeenCalledTimes(1);
  });
});
