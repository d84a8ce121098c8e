import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@incasso/shared/errors';
import { AppError } from '#server/lib/app-error.ts';

/** Fastify's own client errors, mapped to stable keys; anything else unexpected is a 500. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; error: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    error: 'malformedJson',
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    error: 'malformedJson',
    message: 'The request body is empty.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    error: 'payloadTooLarge',
    message: 'The request body is too large.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    error: 'unsupportedMediaType',
    message: 'Send the request body as application/json.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    error: 'invalidInput',
    message: 'Invalid content length.',
  },
};

// Shared schemas may name a stable key as their message (e.g. 'passwordTooWeak'); otherwise
// zod's issue code ('too_small', 'invalid_type', ...) is the key.
const STABLE_KEY = /^[a-z][a-zA-Z0-9]*$/;

export function toErrorResponse(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    const body: ErrorBody = { error: error.error, message: error.message };
    if (error.fields) body.fields = error.fields;
    return { status: error.statusCode, body };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const location = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      fields[location || '_'] ??=
        issue.message && STABLE_KEY.test(issue.message)
          ? issue.message
          : (issue.keyword ?? 'invalid');
    }
    return { status: 400, body: { error: 'invalidInput', message: 'Invalid input data', fields } };
  }
  const fastifyError = error as Partial<FastifyError>;
  const known = fastifyError.code ? FASTIFY_CLIENT_ERRORS[fastifyError.code] : undefined;
  if (known) return { status: known.status, body: { error: known.error, message: known.message } };
  if (fastifyError.statusCode === 429) {
    return {
      status: 429,
      body: { error: 'rateLimited', message: 'Too many requests. Please try again later.' },
    };
  }
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    return {
      status: fastifyError.statusCode,
      body: { error: 'badRequest', message: 'The request could not be processed.' },
    };
  }
  return { status: 500, body: { error: 'serverError', message: 'Server error' } };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toErrorResponse(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ error: body.error }, 'request refused');
    return reply.status(status).send(body);
  });
}
