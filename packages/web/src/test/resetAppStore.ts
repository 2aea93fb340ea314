import { useAppStore } from "../app/store";

export function resetAppStore(): void {
  useAppStore.setState(useAppStore.getInitialState(), true);
}
