import { AppRoutes } from './routes';
import { AppShell } from './shell';

export function App() {
  return (
    <AppShell>
      <AppRoutes />
    </AppShell>
  );
}
