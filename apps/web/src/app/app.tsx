import { AppFrame } from './app-frame';
import { AppRoutes } from './router';

export function App() {
  return (
    <AppFrame>
      <AppRoutes />
    </AppFrame>
  );
}
