import {
  Component,
  type ComponentType,
  type CSSProperties,
  createElement,
  type ErrorInfo,
  type FunctionComponent,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
} from "react";
import type { z } from "zod";
import { problemStyle } from "./components/shared/problemStyle";
import { loadPropsSchemaOf, type RegisteredComponent } from "./defineComponent";
import { allLoaded, loadAll, type OnDemandComponent, onDemand } from "./onDemand";
import type { CanvasComponents } from "./template/renderTemplate";

const listStyle: CSSProperties = { margin: "0.25rem 0 0", paddingLeft: "1.25rem" };
const loadingStyle: CSSProperties = {
  display: "inline-block",
  minWidth: 24,
  minHeight: 24,
  borderRadius: 4,
  background: "rgba(0, 0, 0, 0.04)",
};

/** The attributes a template may give any component without the component listing them. */
const implicitAttributes = new Set(["children"]);

/** One author-facing problem with the attributes of a component tag. */
export type AttributeProblem = { attribute: string | null; message: string };

/** Checks a tag's attributes against the component's attributes (its props schema's keys) and props schema. */
export function checkComponentProps(
  definition: { attributeNames: readonly string[]; propsSchema: z.ZodType<unknown> },
  props: Readonly<Record<string, unknown>>,
): { ok: true; props: Record<string, unknown> } | { ok: false; problems: AttributeProblem[] } {
  const known = new Set(definition.attributeNames);
  const problems: AttributeProblem[] = [];
  const checked: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props)) {
    if (implicitAttributes.has(name)) continue;
    if (!known.has(name)) problems.push({ attribute: name, message: `Unknown attribute '${name}'.` });
    else checked[name] = value;
  }
  const parsed = definition.propsSchema.safeParse(checked);
  if (!parsed.success) problems.push(...describeIssues(parsed.error));
  if (problems.length > 0) return { ok: false, problems };
  const data = parsed.success && typeof parsed.data === "object" && parsed.data !== null ? parsed.data : {};
  return { ok: true, props: { ...data, ...(props.children === undefined ? {} : { children: props.children }) } };
}

function describeIssues(error: z.ZodError): AttributeProblem[] {
  return error.issues.map((issue) => {
    const [first, ...rest] = issue.path;
    const attribute = first === undefined ? null : String(first);
    const where = rest.length > 0 ? ` (at ${rest.map(String).join(".")})` : "";
    return { attribute, message: `${attribute === null ? "" : `'${attribute}': `}${issue.message}${where}` };
  });
}

/** The inline panel shown in place of a component whose attributes are wrong. */
function AttributeProblems({ name, problems }: { name: string; problems: readonly AttributeProblem[] }) {
  return createElement(
    "div",
    { role: "alert", className: "sf-component-error", style: problemStyle },
    createElement("strong", null, `<${name}> cannot be shown: check its attributes.`),
    createElement(
      "ul",
      { style: listStyle },
      problems.map((problem) => createElement("li", { key: problem.message }, problem.message)),
    ),
  );
}

type BoundaryProps = { name: string; children: ReactNode };
type BoundaryState = { message: string | null };

/** Keeps one failing component from taking its frame down: it shows why in its place. */
class ComponentErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { message: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { message: error instanceof Error ? error.message : String(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`<${this.props.name}> failed to render`, error, info.componentStack);
  }

  override render(): ReactNode {
    const { message } = this.state;
    if (message === null) return this.props.children;
    return createElement(
      "div",
      { role: "alert", className: "sf-component-error", style: problemStyle },
      createElement("strong", null, `<${this.props.name}> failed to render.`),
      createElement("div", null, message),
    );
  }
}

const loadingFallback = createElement("span", {
  className: "sf-component-loading",
  role: "progressbar",
  "aria-label": "Loading component",
  style: loadingStyle,
});

/** The component behind its attribute check: the problems in its place when the attributes are wrong. */
function checkedComponent(
  definition: RegisteredComponent,
  propsSchema: z.ZodType<unknown>,
): FunctionComponent<Record<string, unknown>> {
  const Inner = definition.component as ComponentType<Record<string, unknown>>;
  const { name, attributeNames } = definition;
  return function Checked(props: Record<string, unknown>) {
    const result = checkComponentProps({ attributeNames, propsSchema }, props);
    if (!result.ok) return createElement(AttributeProblems, { name, problems: result.problems });
    return <Inner {...result.props} />;
  };
}

/**
 * Wraps a registered component for templates: attributes validated, code loaded on demand, failures contained.
 * A props schema loaded on demand loads with the first use of the component, under the same loading fallback.
 * The code is loaded before the component renders, and the component then appears in an ordinary state update:
 * revealed by Suspense instead, it would wait out React's hold on reveals after a fallback (decision 088).
 */
export function toTemplateComponent(definition: RegisteredComponent): OnDemandComponent<Record<string, unknown>> {
  const Checked =
    "propsSchema" in definition
      ? checkedComponent(definition, definition.propsSchema)
      : onDemand(async () => ({ default: checkedComponent(definition, await loadPropsSchemaOf(definition)) }));
  const parts = [Checked, definition.component];
  function TemplateComponent(props: Record<string, unknown>) {
    // The download starts with the first render, as a lazy component's does, not after it commits.
    const [loaded, setLoaded] = useState(() => {
      const ready = allLoaded(parts);
      if (!ready) void loadAll(parts);
      return ready;
    });
    useEffect(() => {
      if (loaded) return;
      let current = true;
      // A failed load shows too: the component then throws it to the error boundary.
      void loadAll(parts).then(() => {
        if (current) setLoaded(true);
      });
      return () => {
        current = false;
      };
    }, [loaded]);
    return (
      <ComponentErrorBoundary name={definition.name}>
        <Suspense fallback={loadingFallback}>{loaded ? <Checked {...props} /> : loadingFallback}</Suspense>
      </ComponentErrorBoundary>
    );
  }
  TemplateComponent.displayName = `Template(${definition.name})`;
  // Loadable ahead like the component itself (`loadAll`): a frame the reader is likely to open next shows at once.
  return Object.assign(TemplateComponent, { load: () => loadAll(parts), isLoaded: () => allLoaded(parts) });
}

/** The registry as the template engine resolves tags: component name → validated component. */
export function toTemplateComponents(definitions: readonly RegisteredComponent[]): CanvasComponents {
  return Object.fromEntries(definitions.map((definition) => [definition.name, toTemplateComponent(definition)]));
}
