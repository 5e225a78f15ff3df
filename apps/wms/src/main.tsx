import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { bootstrap } from './app/bootstrap';

const { services, router } = bootstrap();
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App services={services} router={router} />
    </StrictMode>,
  );
}
