import type { AppDependencies } from '#server/app.ts';
import { buildTestApp } from './build-test-app.ts';
import { startSmtpCapture } from './smtp-capture.ts';

/** The real app whose emails go to an SMTP capture the test reads (`smtp.next(to)`). */
export async function buildMailTestApp(deps: Omit<AppDependencies, 'database'> = {}) {
  const smtp = await startSmtpCapture();
  const ctx = await buildTestApp({
    config: { smtpUrl: smtp.url, mailFrom: 'Incasso <no-reply@incasso.test>' },
    deps,
  });
  return {
    ...ctx,
    smtp,
    async close() {
      await ctx.close();
      await smtp.close();
    },
  };
}
