<figure className="fleet-drivers">
  {ds.fleetTonnesDrivers === undefined ? (
    <p className="fleet-drivers__empty">Loading the tonnes drivers…</p>
  ) : !ds.fleetTonnesDrivers.some((row) => row.parent_id === null && typeof row.node_id === "string") ? (
    <p className="fleet-drivers__empty">There are no figures for the selected period.</p>
  ) : (
    <div className="fleet-drivers__chart">
      <p className="fleet-drivers__caption">
        Each card shows the period's actual value, the what-if value and the change. Type a new what-if value into a
        driver (trucks, availability, utilisation, loads per hour, payload) and press Enter: the tree above it is
        recalculated and the value is kept for everyone until it is changed again.
      </p>
      <ValueDriverTree
        height={560}
        collapsedParameter="tonnesTreeCollapsed"
        root={((rows) => {
          const percent = (row) => row.unit === "%";
          // Percentages to one decimal, other figures to at most two, so a value reads the same on every field.
          const shown = (row, value) =>
            value === null ? null : percent(row) ? Math.round(value * 1000) / 10 : Math.round(value * 100) / 100;
          // A card's title has room for about 22 characters: a long title says "/" for "per", and only a short
          // unit the title does not already name is added.
          const title = (row) =>
            (row.title.length > 22 ? row.title.replace(" per ", " / ") : row.title) +
            (row.unit.length <= 2 ? " (" + row.unit + ")" : "");
          const build = (row) => ({
            id: row.node_id,
            title: title(row),
            tooltip: row.editable
              ? "A driver: type a what-if value between " +
                shown(row, row.min_value) +
                " and " +
                shown(row, row.max_value) +
                "."
              : "Calculated from the drivers below it.",
            class: row.class,
            fields: [
              { name: "Actual", value: shown(row, row.actual) },
              { name: "What-if", value: shown(row, row.whatif), isEditable: row.editable, class: row.class },
              { name: "Change", value: shown(row, row.delta), class: row.class },
            ],
            nodes: rows.filter((child) => child.parent_id === row.node_id).map((child) => build(child)),
          });
          const top = rows.find((row) => row.parent_id === null);
          return top === undefined ? null : build(top);
        })(ds.fleetTonnesDrivers)}
        onFieldEdited={(edit, api) => {
          const row = ds.fleetTonnesDrivers.find((candidate) => candidate.node_id === edit.nodeId);
          return row === undefined || typeof edit.value !== "number"
            ? null
            : [
                api.setParameter("driver_operation", {
                  operation: "set",
                  driver: row.node_id,
                  value: row.unit === "%" ? edit.value / 100 : edit.value,
                  request_id: edit.request_id,
                }),
                api.applyParameterChanges(),
              ];
        }}
      />
      {ds.fleetTonnesDrivers.some((row) => row.overridden) ? (
        <div className="fleet-drivers__actions">
          <Chip
            label="Back to the actual values"
            color="primary"
            variant="outlined"
            onClick={(api) => [
              api.setParameter("driver_operation", {
                operation: "reset",
                request_id: ds.fleetTonnesDrivers[0].request_token + ":reset",
              }),
              api.applyParameterChanges(),
            ]}
          />
        </div>
      ) : null}
    </div>
  )}
  <Include path="shared/commentary" />
  <Include path="shared/source-note" />
</figure>
