import { Component, type ErrorInfo, type ReactNode } from 'react';
import { retryFailedLoads } from '@/lib/lazy-component';
import { reportError } from '@/lib/telemetry';

interface ErrorBoundaryProps {
  fallback: (reset: () => void) => ReactNode;
  onError?: (error: Error, info: ErrorInfo) => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unexpected error', error, info.componentStack);
    reportError(error, 'error-boundary');
    this.props.onError?.(error, info);
  }

  /** Renders the children again; a lazy component whose code failed to load loads it again. */
  reset = (): void => {
    retryFailedLoads();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.reset) : this.props.children;
  }
}
