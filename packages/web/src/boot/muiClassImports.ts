import type { Plugin } from "vite";

/** MUI's input class-name modules, which import the input base's class names through its folder's index. */
const INPUT_CLASSES_MODULE = /[\\/]@mui[\\/]material[\\/](?:FilledInput|Input|OutlinedInput)[\\/]\w+Classes\.mjs$/;
const INPUT_BASE_INDEX = "../InputBase/index.mjs";
/** The index's class-name exports alone. */
const INPUT_BASE_CLASSES = "\0storyframe:mui-input-base-classes";

/**
 * MUI's theme code (`styles/enhanceHighContrast`) needs the filled input's class names, which import the input
 * base's through `InputBase/index.mjs`; the bundler then keeps the `InputBase` component that index also exports
 * (with `TextareaAutosize`, about 3 KB gzip) in every page's first download. This points those imports at the
 * class-name module itself; the components that do use `InputBase` still import it as before.
 */
export function muiClassImports(): Plugin {
  return {
    name: "storyframe-mui-class-imports",
    enforce: "pre",
    async resolveId(source, importer) {
      if (source !== INPUT_BASE_INDEX || importer === undefined || !INPUT_CLASSES_MODULE.test(importer)) return null;
      const classes = await this.resolve("../InputBase/inputBaseClasses.mjs", importer, { skipSelf: true });
      return classes === null ? null : `${INPUT_BASE_CLASSES}?${classes.id}`;
    },
    load(id) {
      if (!id.startsWith(`${INPUT_BASE_CLASSES}?`)) return null;
      const classes = JSON.stringify(id.slice(INPUT_BASE_CLASSES.length + 1));
      return `export { default as inputBaseClasses } from ${classes};\nexport * from ${classes};\n`;
    },
  };
}
