import { useLocation } from 'react-router';

/** Shows where the router is, for redirect assertions. */
export function LocationProbe() {
  const location = useLocation();
  return <output aria-label="current location">{`${location.pathname}${location.search}`}</output>;
}
