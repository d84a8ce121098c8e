import { useParams } from 'react-router';
import { CustomerDisplayPage } from '#features/pos/components/customer-display-page.tsx';

/** /pos/display/:token: the customer's screen, public (the token is the only key). */
export default function CustomerDisplayRoute() {
  const { token = '' } = useParams();
  return <CustomerDisplayPage token={token} />;
}
