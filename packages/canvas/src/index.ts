export {
  type ComponentAttribute,
  type ComponentDefinition,
  type ComponentExample,
  defineComponent,
} from "./defineComponent";
export { componentRegistry } from "./registry";
