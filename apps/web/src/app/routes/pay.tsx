import { useParams } from 'react-router';
import { PayPage } from '../../features/pay-page/components/pay-page';

/** The hosted pay page (public, its own chunk). */
export default function PayRoute() {
  const { id = '' } = useParams();
  return <PayPage paymentId={id} />;
}
