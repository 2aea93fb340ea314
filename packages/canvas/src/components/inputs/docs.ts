import type { ComponentDocs } from "../../defineComponent";
import { checkboxDocs } from "./Checkbox/Checkbox.docs";
import { fileUploadDocs } from "./FileUpload/FileUpload.docs";
import { inputDocs } from "./Input/Input.docs";
import { memoDocs } from "./Memo/Memo.docs";
import { phoneInputDocs } from "./PhoneInput/PhoneInput.docs";
import { radioGroupDocs } from "./RadioGroup/RadioGroup.docs";
import { sliderDocs } from "./Slider/Slider.docs";
import { switchDocs } from "./Switch/Switch.docs";
import { textFieldDocs } from "./TextField/TextField.docs";

/** The docs of the inputs family, in the order of `inputsComponents`. */
export const inputsComponentDocs: readonly ComponentDocs[] = [
  textFieldDocs,
  inputDocs,
  memoDocs,
  phoneInputDocs,
  checkboxDocs,
  switchDocs,
  radioGroupDocs,
  sliderDocs,
  fileUploadDocs,
];
