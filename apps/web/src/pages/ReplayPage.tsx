/** Replay page (placeholder until it lands). */
export default function ReplayPage({ id }: { id: string }) {
  return <p>{id}</p>;
}
