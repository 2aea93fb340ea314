import { type ReactNode, Suspense } from "react";
import { useAppStore } from "../app/store";
import { ErrorBoundary } from "./ErrorBoundary";
import { describePageFailure } from "./pageFailure";

type OnDemandPartProps = {
  children: ReactNode;
  /** Stands in while the code loads (`busy` true) and stays if it cannot load (`busy` false). Nothing by default. */
  placeholder?: (busy: boolean) => ReactNode;
};

const nothing = () => null;

/**
 * A part of the page whose code loads when it is first wanted: a menu, a dialog, a field. Code that cannot load
 * (offline, or a new release replaced its file) leaves the placeholder where the part would be and says why in the
 * page's notice; the page around it, and the rest of the shell, stay as they were.
 */
export function OnDemandPart({ children, placeholder = nothing }: OnDemandPartProps) {
  const setPageError = useAppStore((state) => state.setPageError);
  return (
    <ErrorBoundary fallback={() => placeholder(false)} onError={(error) => setPageError(describePageFailure(error))}>
      <Suspense fallback={placeholder(true)}>{children}</Suspense>
    </ErrorBoundary>
  );
}
