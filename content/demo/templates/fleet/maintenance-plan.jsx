<figure className="fleet-maintenance">
  {ds.fleetMaintenancePlan === undefined ? (
    <p className="fleet-maintenance__empty">Loading the maintenance plan…</p>
  ) : (ds.fleetMaintenancePlan[0]?.items || []).length === 0 ? (
    <p className="fleet-maintenance__empty">The workshop has nothing planned.</p>
  ) : (
    <div className="fleet-maintenance__chart">
      <p className="fleet-maintenance__caption">
        Double-click a service to rename or move it, or drag its bar; double-click a link to delete it. Every change
        is saved for everyone at once.
      </p>
      <Gantt
        items={ds.fleetMaintenancePlan[0].items}
        links={ds.fleetMaintenancePlan[0].links || []}
        markers={ds.fleetMaintenancePlan[0].markers || []}
        zoom="week"
        height={Math.min(780, 78 + ds.fleetMaintenancePlan[0].items.length * 36)}
        editParameter="maintenance_operation"
      />
    </div>
  )}
  <Include path="shared/commentary" />
  <Include path="shared/source-note" />
</figure>
