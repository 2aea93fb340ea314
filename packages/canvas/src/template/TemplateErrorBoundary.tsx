import { Component, type ErrorInfo, type ReactNode } from "react";
import { RenderErrorPanel } from "./templatePanels";

type Props = {
  readonly children: ReactNode;
  readonly showErrorDetails: boolean;
  /** A change of any of these (by identity) clears a shown error and renders again. */
  readonly resetKeys: readonly unknown[];
};

type State = {
  readonly error: { readonly message: string } | null;
  readonly componentStack: string;
  readonly resetKeys: readonly unknown[];
};

const sameKeys = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((key, index) => Object.is(key, b[index]));

/** Shows 'Failed to Render Canvas.' in place of a frame whose rendering threw; the rest of the page goes on. */
export class TemplateErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, componentStack: "", resetKeys: this.props.resetKeys };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: { message: error instanceof Error ? `${error.name}: ${error.message}` : String(error) } };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (sameKeys(props.resetKeys, state.resetKeys)) return null;
    return { error: null, componentStack: "", resetKeys: props.resetKeys };
  }

  override componentDidCatch(_error: unknown, info: ErrorInfo): void {
    this.setState({ componentStack: info.componentStack ?? "" });
  }

  override render(): ReactNode {
    const { error, componentStack } = this.state;
    if (error === null) return this.props.children;
    return (
      <RenderErrorPanel
        message={error.message}
        componentStack={componentStack}
        showDetails={this.props.showErrorDetails}
      />
    );
  }
}
