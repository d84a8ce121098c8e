import { PlaceholderPage } from '#components/ui/placeholder-page.tsx';

/** The printable invoice (protected, outside the dashboard frame so it prints clean). */
export default function InvoicePrintRoute() {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-10">
      <PlaceholderPage titleKey="pages.invoicePrint" />
    </main>
  );
}
