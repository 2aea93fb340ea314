import { Component, type ReactNode } from "react";

interface ErrorBoundaryProps {
  children: ReactNode;
  /** What shows instead of the children once they failed. */
  fallback: (error: unknown) => ReactNode;
  onError?: (error: unknown) => void;
}

interface ErrorBoundaryState {
  error: { value: unknown } | null;
}

/** Catches a rendering failure (or a lazy chunk that cannot load) below it and shows `fallback` instead. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: { value: error } };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError?.(error);
  }

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error.value) : this.props.children;
  }
}
