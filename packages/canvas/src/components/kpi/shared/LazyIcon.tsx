import { lazy, Suspense } from "react";

// The canvas icon set is a module per icon; it loads only when a block shows an icon chosen by name.
const Icon = lazy(() => import("../../display/Icon/Icon"));

type LazyIconProps = { name: string; color?: string | undefined; title?: string | undefined; className?: string };

/**
 * A canvas icon by name (components/display/Icon), 1 em square, loaded on demand; the space is kept while it
 * loads so nothing shifts. Decorative unless it has a title.
 */
export function LazyIcon({ name, color, title, className }: LazyIconProps) {
  return (
    <span
      className={className === undefined ? "sf-lazy-icon" : `sf-lazy-icon ${className}`}
      style={{ display: "inline-flex", width: "1em", height: "1em", flex: "0 0 auto" }}
    >
      <Suspense fallback={null}>
        <Icon name={name} size="inherit" color={color} title={title} />
      </Suspense>
    </span>
  );
}
