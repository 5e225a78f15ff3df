import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  MESSAGE_DURATIONS,
  pushToast,
  type MessageContent,
  type MessageKind,
  type Toast,
} from '../../model/messages';

/** Shows a toast; returns its id, which `dismiss` takes. */
export type ShowMessage = (content: MessageContent, options?: { duration?: number }) => number;

export interface MessageApi {
  error: ShowMessage;
  warning: ShowMessage;
  success: ShowMessage;
  info: ShowMessage;
  dismiss: (id: number) => void;
}

const MessageContext = createContext<MessageApi | undefined>(undefined);

/** Toast ids are unique in the page, across providers. */
let lastToastId = 0;

const Region = styled.div`
  position: fixed;
  top: 16px;
  left: 50%;
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndex.message};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  pointer-events: none;
`;

const Item = styled.div<{ $kind: MessageKind }>`
  pointer-events: auto;
  display: flex;
  align-items: flex-start;
  gap: 8px;
  min-width: 280px;
  max-width: min(560px, calc(100vw - 32px));
  padding: 8px 8px 8px 12px;
  border: 1px solid ${({ theme, $kind }) => theme.palette.message[$kind].border};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme, $kind }) => theme.palette.message[$kind].background};
  color: ${({ theme, $kind }) => theme.palette.message[$kind].text};
  box-shadow: 0 4px 12px rgba(15, 23, 42, 0.12);
`;

const Kind = styled.strong`
  white-space: nowrap;
`;

const Text = styled.span`
  flex: 1;
  overflow-wrap: anywhere;
`;

const Close = styled.button`
  border: 0;
  background: transparent;
  color: inherit;
  cursor: pointer;
  width: 24px;
  height: 24px;
  border-radius: ${({ theme }) => theme.radius}px;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.focus};
  }
`;

function ToastView({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const { t } = useTranslation('core');
  useEffect(() => {
    if (toast.duration <= 0) return undefined;
    const timer = setTimeout(() => { onDismiss(toast.id); }, toast.duration);
    return () => { clearTimeout(timer); };
  }, [toast.id, toast.duration, onDismiss]);
  const text = typeof toast.content === 'string' ? toast.content : t(`message.${toast.content.key}`, toast.content.values ?? {});
  // Errors interrupt (alert); the others wait for a pause (status).
  return (
    <Item $kind={toast.kind} role={toast.kind === 'error' ? 'alert' : 'status'} data-kind={toast.kind}>
      <Kind>{t(`messageKind.${toast.kind}`)}</Kind>
      <Text>{text}</Text>
      <Close type="button" aria-label={t('action.close')} onClick={() => { onDismiss(toast.id); }}>
        ✕
      </Close>
    </Item>
  );
}

export interface MessageProviderProps {
  children?: ReactNode;
  /** Overrides how long each kind stays (ms; 0 keeps it until closed). */
  durations?: Partial<Record<MessageKind, number>>;
}

/**
 * Holds the toasts of the page and shows them at the top centre. Put it once near the root;
 * `useMessage()` below it shows messages.
 */
export function MessageProvider({ children, durations }: MessageProviderProps) {
  const { t } = useTranslation('core');
  const [toasts, setToasts] = useState<Toast[]>([]);
  const dismiss = useCallback((id: number) => {
    setToasts((stack) => stack.filter((toast) => toast.id !== id));
  }, []);
  const api = useMemo<MessageApi>(() => {
    const show = (kind: MessageKind): ShowMessage => (content, options) => {
      lastToastId += 1;
      const id = lastToastId;
      const duration = options?.duration ?? durations?.[kind] ?? MESSAGE_DURATIONS[kind];
      setToasts((stack) => pushToast(stack, { id, kind, content, duration }));
      return id;
    };
    return { error: show('error'), warning: show('warning'), success: show('success'), info: show('info'), dismiss };
  }, [dismiss, durations]);
  return (
    <MessageContext.Provider value={api}>
      {children}
      <Region aria-label={t('messageKind.region')} role="region">
        {toasts.map((toast) => (
          <ToastView key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </Region>
    </MessageContext.Provider>
  );
}

/**
 * Shows error, warning, success and info toasts.
 *
 * @example
 * const message = useMessage();
 * message.error({ key: 'systemError' });
 * message.success(t('asn.saved'));
 */
export function useMessage(): MessageApi {
  const api = useContext(MessageContext);
  if (!api) throw new Error('useMessage must be used inside a MessageProvider');
  return api;
}
