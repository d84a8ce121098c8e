import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isSignInPath } from '@incasso/shared/web-pages';
import { AppError } from '#server/lib/app-error.ts';

const SIGN_IN_PAGE = 'sign-in.html';

/**
 * Serves the built web app: hashed assets cached for a year, and index.html (never cached) for
 * every other non-API path so that client-side routes survive a reload. The sign-in pages get
 * sign-in.html, their own build without the signed-in app (decision note 093), when it was built.
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string) {
  const indexPath = path.join(webDistDir, 'index.html');
  const hasBuild = fs.existsSync(indexPath);
  const hasSignIn = hasBuild && fs.existsSync(path.join(webDistDir, SIGN_IN_PAGE));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      index: false,
      wildcard: false,
      // The build's brotli and gzip copies (scripts/precompress-web.mjs), for browsers that take
      // them; the file itself for the others, or where no copy was made.
      preCompressed: true,
      // Source maps stay on the build machine, should a build ever make them (issue 7); the pay
      // page's server entry and the build's manifests are for the server, not for browsers.
      allowedPath: (pathName) =>
        !pathName.endsWith('.map') && !/^\/(ssr|\.vite)(\/|$)/.test(pathName),
      setHeaders(res, filePath) {
        const immutable = filePath.startsWith(path.join(webDistDir, 'assets') + path.sep);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'web app not built: run `npm run build` to serve the interface');
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (isApi || !wantsPage || path.extname(request.url.split('?')[0] ?? '') !== '') {
      throw new AppError(404, 'notFound', 'Not found.');
    }
    if (!hasBuild) {
      throw new AppError(503, 'webNotBuilt', 'The web app is not built. Run `npm run build`.');
    }
    const pathname = request.url.split('?')[0] ?? '';
    const page = hasSignIn && isSignInPath(pathname) ? SIGN_IN_PAGE : 'index.html';
    return reply.header('cache-control', 'no-cache').sendFile(page);
  });
}
