/**
 * An error the client is meant to see: an HTTP status, a stable key the web app translates,
 * an English message, and optionally a key per invalid field.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly error: string;
  readonly fields: Record<string, string> | undefined;

  constructor(statusCode: number, error: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.error = error;
    this.fields = fields;
  }
}

export const notFound = (message = 'Not found.') => new AppError(404, 'notFound', message);
