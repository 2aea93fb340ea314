import { type ReactNode, Suspense } from "react";
import { useAppStore } from "../app/store";
import { reportRenderError } from "../diagnostics/installDiagnostics";
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
 * page's notice; the page around it, and the rest of the shell, stay as they were. The failure is reported as the
 * page's error boundary reports one.
 */
export function OnDemandPart({ children, placeholder = nothing }: OnDemandPartProps) {
  const setPageError = useAppStore((state) => state.setPageError);
  const failed = (error: unknown) => {
    setPageError(describePageFailure(error));
    reportRenderError(error);
  };
  return (
    <ErrorBoundary fallback={() => placeholder(false)} onError={failed}>
      <Suspense fallback={placeholder(true)}>{children}</Suspense>
    </ErrorBoundary>
  );
}
