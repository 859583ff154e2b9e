/** Rules page (placeholder until it lands). */
export default function RulesPage({ game }: { game: string }) {
  return <p>{game}</p>;
}
