import type { ComponentDefinition } from "./defineComponent";

/**
 * Every canvas component, as a plain typed list (no discovery magic). The
 * component families are added here as they are built.
 */
export const componentRegistry: readonly ComponentDefinition<never>[] = [];
