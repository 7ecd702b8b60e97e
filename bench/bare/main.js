// The yardstick of `npm run bench`: React 19 and react-dom rendering one heading and a paragraph,
// built and served exactly like the app. Its LCP is what "as fast as a bare React page" means.
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';

function Page() {
  return h(
    'main',
    { style: { fontFamily: 'system-ui, sans-serif', padding: '24px' } },
    h('h1', null, 'Clases de yoga y fitness'),
    h('p', null, 'Reserva tu próxima clase en el estudio: consulta los horarios de la semana.'),
  );
}

createRoot(document.getElementById('root')).render(h(Page));
