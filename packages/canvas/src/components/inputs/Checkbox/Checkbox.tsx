import { BoundToggle } from "../shared/BoundToggle";
import type { CheckboxProps } from "./Checkbox.meta";

/** A labelled checkbox storing true or false in its parameter on each change. */
export default function Checkbox(props: CheckboxProps) {
  return <BoundToggle kind="checkbox" {...props} />;
}
