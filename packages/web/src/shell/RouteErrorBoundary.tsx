import { Component, type ReactNode } from "react";
import type { ErrorInfo } from "../api/errorInfo";
import { describePageFailure } from "./pageFailure";

interface RouteErrorBoundaryProps {
  children: ReactNode;
  onError: (error: ErrorInfo) => void;
  /** Hears the failure itself (e.g. to report it). */
  onCaught?: (error: unknown) => void;
  /** Called when the boundary goes away; key it by path so leaving the page clears its error. */
  onLeave: () => void;
}

interface RouteErrorBoundaryState {
  failed: boolean;
}

/**
 * Keeps a failing page (a lazy chunk that cannot load, a rendering bug) from taking the whole shell down:
 * the page's content is dropped and the failure reported as the page error.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): RouteErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(describePageFailure(error));
    this.props.onCaught?.(error);
  }

  // Unmounting runs before the next page mounts, so this cannot wipe an error the next page reports.
  override componentWillUnmount(): void {
    this.props.onLeave();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
