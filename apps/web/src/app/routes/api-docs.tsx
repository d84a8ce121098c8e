import { ApiDocsPage } from '#features/api-docs/components/api-docs-page.tsx';

export default function ApiDocsRoute() {
  return <ApiDocsPage />;
}
