import { Component, type ErrorInfo, type ReactNode } from 'react';

type ErrorBoundaryProps = {
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
};

type ErrorBoundaryState = { error: unknown; hasError: boolean };

/** Catches render errors outside the router (whose routes have their own errorElement). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: undefined, hasError: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Uncaught error', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.hasError ? this.props.fallback(this.state.error) : this.props.children;
  }
}
