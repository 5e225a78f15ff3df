import { isWmsError } from '@wms/api';
import { isCatalogueMessage } from '@wms/ui-core';
import type { TFunction } from 'i18next';

/**
 * What a failed call says to the user: the server's refusal as it words it (in the request's
 * language), else the catalogued message of the failure's kind (network, time-out, ...), never a
 * stack trace. `t` is any translator; the fallback keys live in the core namespace.
 */
export function failureText(error: unknown, t: TFunction): string {
  if (isWmsError(error)) {
    if (error.serverMessage) return error.serverMessage;
    return t(`core:message.${isCatalogueMessage(error.messageKey) ? error.messageKey : 'systemError'}`);
  }
  return t('core:message.systemError');
}
