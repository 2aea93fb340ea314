import { Component, type ReactNode } from "react";
import { CanvasRuntimeProvider } from "../../../runtime/CanvasRuntimeContext";
import type { CanvasRuntime } from "../../../runtime/canvasRuntime";
import ValueDriverTree from "./ValueDriverTree";
import type { ValueDriverTreeProps } from "./ValueDriverTree.meta";

type FailureBoundaryProps = { readonly onError: (error: unknown) => void; readonly children: ReactNode };
type FailureBoundaryState = { readonly failed: boolean; readonly onError: (error: unknown) => void };

/** Hands an error while drawing to `onError` instead of a panel; new props (a new `onError`) draw afresh. */
class FailureBoundary extends Component<FailureBoundaryProps, FailureBoundaryState> {
  override state: FailureBoundaryState = { failed: false, onError: this.props.onError };

  static getDerivedStateFromError(): Partial<FailureBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: FailureBoundaryProps, state: FailureBoundaryState) {
    return props.onError === state.onError ? null : { failed: false, onError: props.onError };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

type HeadlessValueDriverTreeProps = {
  /** Changes with every call: each draws afresh, fitted and without animation, as an image should show it. */
  readonly drawing: number;
  readonly props: ValueDriverTreeProps;
  readonly runtime: CanvasRuntime;
  readonly onPainted: () => void;
  readonly onError: (error: unknown) => void;
};

/** A value-driver tree outside a canvas: its own in-memory parameters, paint and failure reported to the caller. */
export function HeadlessValueDriverTree({ drawing, props, runtime, onPainted, onError }: HeadlessValueDriverTreeProps) {
  return (
    <FailureBoundary onError={onError}>
      <CanvasRuntimeProvider runtime={runtime}>
        <ValueDriverTree key={drawing} {...props} onPainted={onPainted} />
      </CanvasRuntimeProvider>
    </FailureBoundary>
  );
}
