<figure className="fleet-chart">
  <Timeline
    title={
      (ds.fleetShiftTimeline || []).length > 0 && ds.fleetShiftTimeline[0].shift_date
        ? ds.fleetShiftTimeline[0].shift + " shift of " + fmt.date(ds.fleetShiftTimeline[0].shift_date, "ddd D MMM YYYY")
        : "Shift timeline"
    }
    input={{
      groups: (ds.fleetShiftTimeline || [])
        .filter((row) => row.first_of_truck && row.truck_id)
        .map((row) => ({ id: row.truck_id, name: row.truck_id })),
      activities: [
        { id: "ore", name: "Ore haul", color: "orange" },
        { id: "waste", name: "Waste haul", color: "grey" },
        { id: "return", name: "Return, queue and load", color: "#90caf9" },
      ],
      events: (ds.fleetShiftTimeline || [])
        .filter((row) => row.event_id && row.truck_id && row.starts_at)
        .map((row) => ({
          id: row.event_id,
          groupId: row.truck_id,
          activityId: row.activity_id,
          start: row.starts_at,
          end: row.ends_at,
          message: row.message,
          tonnes: row.tonnes,
        })),
    }}
    selectedParameter="timelineEvents"
    onSelectionChanged={(items, api) =>
      api.setParameter("timelineTonnes", items.reduce((sum, item) => sum + (item.tonnes || 0), 0))
    }
    maxHeight={520}
    itemLabels={false}
  />
  <p className="fleet-chart__note">
    {(params.timelineEvents || []).length === 0
      ? "Click a haul to select it; Ctrl or Shift click adds more."
      : (params.timelineEvents || []).length +
        " selected, " +
        fmt.number(params.timelineTonnes || 0, 0) +
        " t hauled in the selected loads."}
  </p>
  <Include path="shared/commentary" />
  <Include path="shared/source-note" />
</figure>
