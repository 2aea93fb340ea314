import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";
import { defaultInvalidPhoneMessage, defaultPhoneCountry } from "./phoneDefaults";

/** What authors read about PhoneInput in the gallery: its description, attribute table and live examples. */
export const phoneInputDocs = defineComponentDocs({
  name: "PhoneInput",
  description:
    "A phone number field with a country list (flag and calling code). The number is checked when the field " +
    "is left or the country changes, never while typing; a valid number is stored in E.164 form (e.g. " +
    `'+27821234567'), an invalid one shows '${defaultInvalidPhoneMessage}'.`,
  attributes: [
    { name: "label", type: "string", description: "The number field's label (default 'Phone number')." },
    {
      name: "parameter",
      type: "string",
      description: "Name of the parameter that holds the number in E.164 form; null while empty or invalid.",
    },
    {
      name: "errorParameter",
      type: "string",
      description: "Name of a parameter that receives the error message, or null when the number is valid or empty.",
    },
    {
      name: "defaultCountry",
      type: "string",
      description: `Two-letter code of the country chosen at first (default '${defaultPhoneCountry}').`,
    },
    {
      name: "invalidMessage",
      type: "string",
      description: `The message shown for an invalid number (default '${defaultInvalidPhoneMessage}').`,
    },
    { name: "placeholder", type: "string", description: "Hint shown while the number field is empty." },
    {
      name: "helperText",
      type: "string",
      description: "Help text under the field, replaced by the error when invalid.",
    },
    { name: "required", type: "boolean", description: "Marks the field as required (an asterisk on the label)." },
    { name: "disabled", type: "boolean", description: "Disables the country list and the number field." },
    { name: "fullWidth", type: "boolean", description: "Takes the full width of its container (default true)." },
    {
      name: "onChange",
      type: "(text, country, api) => boolean | void",
      description:
        "Called on each change of the typed number or of the country, with the text, the country code and the canvas api; " +
        "returning false rejects the change.",
    },
    {
      name: "onBlur",
      type: "(text, country, api) => boolean | void",
      description:
        "Called when the number field is left, with the text, the country code and the canvas api; returning false skips the " +
        "check and leaves the parameters unchanged.",
    },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "Contact number of a site manager",
      template:
        "<div style={{ maxWidth: 420 }}>\n" +
        '  <PhoneInput label="Contact number" parameter="contactNumber" errorParameter="contactNumberError"\n' +
        '    helperText="We send shift alerts to this number." />\n' +
        '  <p>Stored as: <code>{params.contactNumber ?? "(none)"}</code></p>\n' +
        "</div>",
      parameters: { contactNumber: "+27821234567", contactNumberError: null },
    },
    {
      title: "Another default country and message",
      template:
        "<div style={{ maxWidth: 420 }}>\n" +
        '  <PhoneInput label="Depot phone" parameter="depotPhone" defaultCountry="GB"\n' +
        '    invalidMessage="Enter a UK number, e.g. 020 7946 0958." placeholder="020 7946 0958" />\n' +
        "</div>",
      parameters: { depotPhone: null },
    },
  ] satisfies ComponentExample[],
});
