import { useStations } from './api';

export function StationList() {
  const { data, isPending, isError } = useStations({ limit: 20 });
  if (isPending) return <p role="status">Loading stations…</p>;
  if (isError) return <p role="alert">Stations could not be loaded. Please try again.</p>;
  if (data.stations.length === 0) return <p>No stations yet.</p>;
  return (
    <section aria-labelledby="stations-heading">
      <h2 id="stations-heading">{data.total} stations</h2>
      <ul>
        {data.stations.map((station) => (
          <li key={station.id}>
            {station.name} · {station.country_name}
          </li>
        ))}
      </ul>
    </section>
  );
}
