import { useParams } from 'react-router';
import { useFiscalProfile } from '#features/accounts/api/get-fiscal-profile.ts';
import { InvoicePrintView } from '#features/invoices/components/invoice-print-view.tsx';

/** The printable invoice (protected, outside the dashboard frame so it prints clean). */
export default function InvoicePrintRoute() {
  const { invoiceId = '' } = useParams();
  const seller = useFiscalProfile();
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-10">
      <InvoicePrintView id={invoiceId} seller={seller.isError ? null : seller.data} />
    </main>
  );
}
