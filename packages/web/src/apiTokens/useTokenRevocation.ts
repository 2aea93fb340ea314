import type { ApiToken } from "@storyframe/core";
import { useState } from "react";
import { describeFailure } from "../admin/serverErrors";
import { toast } from "../admin/toasts";

/** The revoke confirmation's state: which token is asked about, and the revocation once confirmed. */
export function useTokenRevocation(revoke: (id: string) => Promise<void>, reload: () => Promise<unknown>) {
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!revoking) return;
    setBusy(true);
    try {
      await revoke(revoking.id);
      toast.success(`Token “${revoking.name}” revoked.`);
      await reload();
    } catch (error) {
      toast.error("The token could not be revoked.", describeFailure(error));
    } finally {
      setBusy(false);
      setRevoking(null);
    }
  };
  return { revoking, busy, ask: setRevoking, cancel: () => setRevoking(null), confirm };
}
