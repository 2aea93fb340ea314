import { defineComponent, type RegisteredComponent } from "../../defineComponent";
import { onDemand } from "../../onDemand";
import { checkboxMeta, checkboxPropsSchema } from "./Checkbox/Checkbox.meta";
import { fileUploadMeta, fileUploadPropsSchema } from "./FileUpload/FileUpload.meta";
import { inputMeta, inputPropsSchema } from "./Input/Input.meta";
import { memoMeta, memoPropsSchema } from "./Memo/Memo.meta";
import { phoneInputMeta, phoneInputPropsSchema } from "./PhoneInput/PhoneInput.meta";
import { radioGroupMeta, radioGroupPropsSchema } from "./RadioGroup/RadioGroup.meta";
import { sliderMeta, sliderPropsSchema } from "./Slider/Slider.meta";
import { switchMeta, switchPropsSchema } from "./Switch/Switch.meta";
import { textFieldMeta, textFieldPropsSchema } from "./TextField/TextField.meta";

/** The inputs family, in the order the gallery lists it. */
export const inputsComponents: readonly RegisteredComponent[] = [
  defineComponent({
    ...textFieldMeta,
    propsSchema: textFieldPropsSchema,
    component: onDemand(() => import("./TextField/TextField")),
  }),
  defineComponent({ ...inputMeta, propsSchema: inputPropsSchema, component: onDemand(() => import("./Input/Input")) }),
  defineComponent({ ...memoMeta, propsSchema: memoPropsSchema, component: onDemand(() => import("./Memo/Memo")) }),
  defineComponent({
    ...phoneInputMeta,
    propsSchema: phoneInputPropsSchema,
    component: onDemand(() => import("./PhoneInput/PhoneInput")),
  }),
  defineComponent({
    ...checkboxMeta,
    propsSchema: checkboxPropsSchema,
    component: onDemand(() => import("./Checkbox/Checkbox")),
  }),
  defineComponent({
    ...switchMeta,
    propsSchema: switchPropsSchema,
    component: onDemand(() => import("./Switch/Switch")),
  }),
  defineComponent({
    ...radioGroupMeta,
    propsSchema: radioGroupPropsSchema,
    component: onDemand(() => import("./RadioGroup/RadioGroup")),
  }),
  defineComponent({
    ...sliderMeta,
    propsSchema: sliderPropsSchema,
    component: onDemand(() => import("./Slider/Slider")),
  }),
  defineComponent({
    ...fileUploadMeta,
    propsSchema: fileUploadPropsSchema,
    component: onDemand(() => import("./FileUpload/FileUpload")),
  }),
];
