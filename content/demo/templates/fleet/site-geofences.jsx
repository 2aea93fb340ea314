<figure className="fleet-geofences">
  <p className="fleet-geofences__caption">
    Choose <strong>Draw polygon</strong>, click the corners of a zone and click its first corner again to close it;
    name it and choose <strong>Accept Changes</strong>, then <strong>Save Updates</strong>. <strong>Load Locations</strong>{" "}
    brings back the zones in view; click one to rename it or delete it at once. Drawing needs the geofence
    permission, which developers and administrators have.
  </p>
  <GeofenceMap label="Geofence map" height={540} storageKey="fleet-operations.geofence-map" />
  <Include path="shared/commentary" />
  <Include path="shared/source-note" />
</figure>
