import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ComponentAttribute } from "@storyframe/canvas";

const codeFont = { fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace", fontSize: "0.8125rem" };

// One style for the whole table rather than a styled component per cell: the gallery shows a table for every
// component, thousands of cells in all.
const tableSx = {
  width: "100%",
  borderCollapse: "collapse",
  typography: "body2",
  "& th, & td": {
    textAlign: "left",
    verticalAlign: "top",
    px: 2,
    py: 1,
    borderBottom: 1,
    borderColor: "divider",
  },
  "& thead th": { fontWeight: 500, color: "text.primary", verticalAlign: "bottom" },
  "& tbody tr:last-of-type > *": { borderBottom: 0 },
  "& .sf-attribute-name": { ...codeFont, fontWeight: 600, whiteSpace: "nowrap" },
  // A long type (a union of many values) wraps, so the table fits its column rather than scrolling sideways.
  "& .sf-attribute-type": { ...codeFont, color: "text.secondary", overflowWrap: "anywhere" },
  "& .sf-attribute-options": { mt: 0.5, color: "text.secondary" },
  "& .sf-attribute-options code": codeFont,
} as const;

/** A component's attributes as authors need them: name, type, what it does and the values it allows. */
export function AttributeTable({ name, attributes }: { name: string; attributes: readonly ComponentAttribute[] }) {
  if (attributes.length === 0) {
    return <Typography sx={{ color: "text.secondary" }}>{name} takes no attributes.</Typography>;
  }
  return (
    <Box sx={{ border: 1, borderColor: "divider", borderRadius: 1, overflowX: "auto" }}>
      <Box component="table" aria-label={`Attributes of ${name}`} sx={tableSx}>
        <thead>
          <tr>
            <th scope="col">Attribute</th>
            <th scope="col">Type</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {attributes.map((attribute) => (
            <tr key={attribute.name}>
              <th scope="row" className="sf-attribute-name">
                {attribute.name}
              </th>
              <td className="sf-attribute-type">{attribute.type}</td>
              <td>
                {attribute.description}
                {attribute.options && attribute.options.length > 0 ? (
                  <div className="sf-attribute-options">
                    One of: <code>{attribute.options.join(", ")}</code>
                  </div>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
