import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { callFailureOf } from '../../model/callFailure';
import { ErrorState } from '../StateView';
import { DriftNotice } from './DriftNotice';

export interface PartBoundaryProps {
  children?: ReactNode;
  /** What the part is, said in its message ("用户权限"); the default says "this part". */
  label?: string;
  /** When this value changes, a failed part tries again (a new record, another language). */
  resetKey?: unknown;
  /** Hears each error caught (a log). */
  onError?: (error: unknown, info: ErrorInfo) => void;
}

interface State {
  error: unknown;
  failed: boolean;
  resetKey: unknown;
}

function PartFailed({ error, label, onRetry }: { error: unknown; label: string | undefined; onRetry: () => void }) {
  const { t } = useTranslation('core');
  const failure = callFailureOf(error);
  const context = label ? t('part.failedNamed', { part: label }) : t('part.failed');
  if (failure) return <DriftNotice failure={failure} context={context} onRetry={onRetry} />;
  return <ErrorState message={context} onRetry={onRetry} />;
}

/**
 * An error boundary around one part of a screen (a panel, a station, a route's content): an
 * error thrown while it renders shows a contained message there, naming the call and the field
 * when it is a drift of the server's answer (DriftNotice), and the rest of the screen and the app
 * go on. A retry renders the part again.
 */
export class PartBoundary extends Component<PartBoundaryProps, State> {
  override state: State = { error: undefined, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: PartBoundaryProps, state: State): Partial<State> | null {
    if (Object.is(props.resetKey, state.resetKey)) return null;
    return { resetKey: props.resetKey, error: undefined, failed: false };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  private readonly retry = () => {
    this.setState({ error: undefined, failed: false });
  };

  override render(): ReactNode {
    if (this.state.failed) return <PartFailed error={this.state.error} label={this.props.label} onRetry={this.retry} />;
    return this.props.children;
  }
}
