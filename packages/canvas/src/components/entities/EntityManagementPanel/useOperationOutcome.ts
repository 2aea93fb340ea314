import { useEffect, useState } from "react";
import type { DataSourceView } from "../../../runtime/canvasRuntime";

type Awaiting = {
  /** What the toast says once the operation is confirmed. */
  message: string;
  /** The data source's answer and error when the operation was passed on. */
  data: unknown;
  error: string | null;
  /** Its request has been seen running. */
  started: boolean;
};

/**
 * Confirms an operation once the data source that runs it has answered: the success message when it answered
 * without an error, nothing when it failed (the panel shows the error). `done` is the message to show, if any.
 */
export function useOperationOutcome(dataSource: Pick<DataSourceView, "data" | "inFlight" | "error">) {
  const [awaiting, setAwaiting] = useState<Awaiting | null>(null);
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    if (!awaiting) return;
    if (dataSource.inFlight > 0) {
      if (!awaiting.started) setAwaiting({ ...awaiting, started: true });
      return;
    }
    // A request too quick to be seen running still leaves a new answer or a new error behind.
    const answered = awaiting.started || dataSource.data !== awaiting.data || dataSource.error !== awaiting.error;
    if (!answered) return;
    setAwaiting(null);
    if (dataSource.error === null) setDone(awaiting.message);
  }, [awaiting, dataSource.data, dataSource.inFlight, dataSource.error]);

  return {
    done,
    dismiss: () => setDone(null),
    /** Waits for the answer to the operation just passed on. */
    expect: (message: string) => {
      setDone(null);
      setAwaiting({ message, data: dataSource.data, error: dataSource.error, started: false });
    },
  };
}
