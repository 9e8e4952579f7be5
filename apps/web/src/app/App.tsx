import { AssistantLauncher } from '../features/assistant';
import { PlayerBar } from '../features/player';
import { StationList } from '../features/stations';

export function App() {
  return (
    <>
      <main>
        <h1>Sauti</h1>
        <StationList />
      </main>
      <PlayerBar />
      <AssistantLauncher />
    </>
  );
}
