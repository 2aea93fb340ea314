<figure className="fleet-site-map">
  {((pois, readings) => (
    <div className="fleet-site-map__body">
      <div className="fleet-site-map__header">
        <p className="fleet-site-map__caption">
          {ds.fleetSitePois === undefined
            ? "Loading the site's points of interest…"
            : fmt.number(pois.length, 0) +
              " points of interest" +
              (readings.length === 0
                ? "."
                : " and " +
                  fmt.number(readings.length, 0) +
                  " GPS readings of " +
                  fmt.number(
                    readings.filter((row, i) => i === 0 || readings[i - 1].reg_num !== row.reg_num).length,
                    0,
                  ) +
                  " trucks, 16:00 to 16:10 on " +
                  fmt.date(readings[0].ts, "D MMM YYYY") +
                  ". Click a point of interest to edit it.")}
        </p>
        <ul className="fleet-site-map__legend" aria-label="Map legend">
          {(frame.legend || []).map((item) => (
            <li key={item.label} className="fleet-site-map__legend-item">
              <span
                className={
                  "fleet-site-map__swatch" + (item.kind === "gps" ? " fleet-site-map__swatch--gps" : "")
                }
                style={{ backgroundColor: item.color }}
              />
              {item.label}
            </li>
          ))}
        </ul>
      </div>
      <BusinessMap
        label="Site map"
        points={pois}
        gpsReadings={readings}
        mapStyle="light"
        center={{ lat: -26.3105, lon: 28.1415 }}
        zoom={13.1}
        persistView
        height={500}
        clickAction="poi"
        allowPoiEditing
        poiTypeOptions={frame.poiTypes || []}
        contractOptions={frame.contracts || []}
        editParameter="poi_operation"
      />
    </div>
  ))(
    (ds.fleetSitePois || []).filter((row) => typeof row.lat === "number" && typeof row.lon === "number"),
    (ds.fleetRecentGps || []).filter(
      (row) => typeof row.latitude === "number" && typeof row.longitude === "number" && typeof row.speed_kmph === "number",
    ),
  )}
  <Include path="shared/commentary" />
  <Include path="shared/source-note" />
</figure>
