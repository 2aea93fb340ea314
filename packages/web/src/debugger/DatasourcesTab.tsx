import Box from "@mui/material/Box";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import type { DataSourceView } from "@storyframe/canvas";
import type { StorylineDataSource } from "@storyframe/core";
import type { DebugTarget } from "./debuggerStore";
import { jsonPreview } from "./jsonText";
import { useSessionSnapshot } from "./sessionHooks";

/** How much of a data source's current value is shown (it scrolls within its cell). */
const VALUE_PREVIEW_LIMIT = 20_000;

/**
 * A data source's parameters, an asterisk after each optional one (not required: it may be missing when the data
 * source is read), or 'No parameters.'
 */
function parameterList(dataSource: StorylineDataSource): string {
  if (dataSource.parameters.length === 0) return "No parameters.";
  return dataSource.parameters.map((parameter) => `${parameter.name}${parameter.isRequired ? "" : "*"}`).join(", ");
}

function CurrentValue({ view }: { view: DataSourceView | undefined }) {
  if (!view) return null;
  return (
    <>
      {view.inFlight > 0 ? <Typography variant="caption">Loading…</Typography> : null}
      {view.error ? (
        <Typography variant="caption" color="error" component="p">
          {view.error}
        </Typography>
      ) : null}
      <Box
        component="pre"
        sx={{ m: 0, maxHeight: 200, maxWidth: 640, overflow: "auto", fontSize: 12, whiteSpace: "pre-wrap" }}
      >
        {jsonPreview(view.data, VALUE_PREVIEW_LIMIT)}
      </Box>
    </>
  );
}

/** The Datasources tab: each data source's name, API path, current value and parameters. */
export function DatasourcesTab({ target }: { target: DebugTarget }) {
  const { document, session } = target;
  const { dataSources } = useSessionSnapshot(session);
  if (document.dataSources.length === 0) {
    return <Typography color="text.secondary">This storyline has no data sources.</Typography>;
  }
  return (
    <>
      <Table size="small" stickyHeader aria-label="Datasources">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>API Path</TableCell>
            <TableCell>Current Value</TableCell>
            <TableCell>Parameters</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {document.dataSources.map((dataSource) => (
            <TableRow key={dataSource.name} sx={{ verticalAlign: "top" }}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {dataSource.name}
              </TableCell>
              <TableCell sx={{ fontFamily: "monospace" }}>{dataSource.apiEndpoint.join("/")}</TableCell>
              <TableCell>
                <CurrentValue view={dataSources[dataSource.name]} />
              </TableCell>
              <TableCell sx={{ fontFamily: "monospace" }}>{parameterList(dataSource)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="caption" color="text.secondary">
        * optional parameter
      </Typography>
    </>
  );
}
