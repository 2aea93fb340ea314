import { BoundToggle } from "../shared/BoundToggle";
import type { SwitchProps } from "./Switch.meta";

/** An on/off switch storing true or false in its parameter on each change. */
export default function Switch(props: SwitchProps) {
  return <BoundToggle kind="switch" {...props} />;
}
