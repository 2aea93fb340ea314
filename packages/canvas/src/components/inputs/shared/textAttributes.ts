import type { ComponentAttribute } from "../../../defineComponent";
import { textInputTypes } from "./textValue";

/** The type attribute of a text field or input: the kind of text it holds. */
export const textTypeAttribute: ComponentAttribute = {
  name: "type",
  type: "string",
  description: "The kind of text; 'number' stores a number (null when empty). Default 'text'.",
  options: textInputTypes,
};

/** The onChange attribute of a text field or input, called once a changed value is committed. */
export const textChangeAttribute: ComponentAttribute = {
  name: "onChange",
  type: "(newValue, oldValue, api) => void",
  description:
    "Called after each commit that changes the value, with the new and the previous value, then the canvas api (api.setParameter, api.parameters…).",
};
