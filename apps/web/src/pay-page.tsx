import './pay-page.css';
import { hydrateRoot } from 'react-dom/client';
import { PayIsland } from '#features/pay-page/components/pay-island.tsx';
import {
  PAY_ISLAND_DATA_ID,
  PAY_ISLAND_ROOT_ID,
  parseIslandData,
} from '#features/pay-page/lib/island-data.ts';

// The pay page's client entry (decision note 038): hydrates the island the server rendered,
// from the data it rendered it with. Built on its own, with Preact standing in for React DOM.
const root = document.getElementById(PAY_ISLAND_ROOT_ID);
const data = parseIslandData(document.getElementById(PAY_ISLAND_DATA_ID)?.textContent);
if (root && data) hydrateRoot(root, <PayIsland data={data} />);
else console.error('Pay page: no island to hydrate; the page stays as the server sent it.');
