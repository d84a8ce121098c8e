import { buildApp } from '#server/app.ts';
import { ConfigError, loadConfig } from '#server/config.ts';
import { serve } from '#server/serve.ts';

async function main() {
  const config = loadConfig();
  await serve(await buildApp(config), config);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Incasso could not start:', error);
  }
  process.exit(1);
});
