export { MessageProvider, useMessage } from './Message';
export type { MessageApi, MessageProviderProps, ShowMessage } from './Message';
