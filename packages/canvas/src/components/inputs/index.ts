import { defineComponent, loadedOnUse, type RegisteredComponent } from "../../defineComponent";
import { checkboxTag } from "./Checkbox/Checkbox.tag";
import { fileUploadTag } from "./FileUpload/FileUpload.tag";
import { inputTag } from "./Input/Input.tag";
import { memoTag } from "./Memo/Memo.tag";
import { phoneInputTag } from "./PhoneInput/PhoneInput.tag";
import { radioGroupTag } from "./RadioGroup/RadioGroup.tag";
import { sliderTag } from "./Slider/Slider.tag";
import { switchTag } from "./Switch/Switch.tag";
import { textFieldTag } from "./TextField/TextField.tag";

/** The inputs family, in the order the gallery lists it. */
export const inputsComponents: readonly RegisteredComponent[] = [
  defineComponent({
    ...textFieldTag,
    ...loadedOnUse(
      () => import("./TextField/TextField"),
      async () => (await import("./TextField/TextField.meta")).textFieldPropsSchema,
    ),
  }),
  defineComponent({
    ...inputTag,
    ...loadedOnUse(
      () => import("./Input/Input"),
      async () => (await import("./Input/Input.meta")).inputPropsSchema,
    ),
  }),
  defineComponent({
    ...memoTag,
    ...loadedOnUse(
      () => import("./Memo/Memo"),
      async () => (await import("./Memo/Memo.meta")).memoPropsSchema,
    ),
  }),
  defineComponent({
    ...phoneInputTag,
    ...loadedOnUse(
      () => import("./PhoneInput/PhoneInput"),
      async () => (await import("./PhoneInput/PhoneInput.meta")).phoneInputPropsSchema,
    ),
  }),
  defineComponent({
    ...checkboxTag,
    ...loadedOnUse(
      () => import("./Checkbox/Checkbox"),
      async () => (await import("./Checkbox/Checkbox.meta")).checkboxPropsSchema,
    ),
  }),
  defineComponent({
    ...switchTag,
    ...loadedOnUse(
      () => import("./Switch/Switch"),
      async () => (await import("./Switch/Switch.meta")).switchPropsSchema,
    ),
  }),
  defineComponent({
    ...radioGroupTag,
    ...loadedOnUse(
      () => import("./RadioGroup/RadioGroup"),
      async () => (await import("./RadioGroup/RadioGroup.meta")).radioGroupPropsSchema,
    ),
  }),
  defineComponent({
    ...sliderTag,
    ...loadedOnUse(
      () => import("./Slider/Slider"),
      async () => (await import("./Slider/Slider.meta")).sliderPropsSchema,
    ),
  }),
  defineComponent({
    ...fileUploadTag,
    ...loadedOnUse(
      () => import("./FileUpload/FileUpload"),
      async () => (await import("./FileUpload/FileUpload.meta")).fileUploadPropsSchema,
    ),
  }),
];
