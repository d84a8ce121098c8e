import { PRODUCT_IMAGE_MAX_BYTES, type ProductImageInput } from '@incasso/shared/pos';
import { AppError } from '#server/lib/app-error.ts';

/** The first bytes each accepted format starts with; `null` stands for any byte. */
const SIGNATURES: Record<ProductImageInput['contentType'], (number | null)[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
  // "RIFF", the file size, "WEBP".
  'image/webp': [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50],
};

const startsWith = (bytes: Buffer, signature: (number | null)[]) =>
  bytes.length > signature.length &&
  signature.every((byte, index) => byte === null || bytes[index] === byte);

/**
 * The picture's bytes, once they are no larger than the limit and really are the declared
 * format: the declared type alone proves nothing, and the bytes are served back with it.
 */
export function decodeProductImage(input: ProductImageInput): Buffer {
  const bytes = Buffer.from(input.data, 'base64');
  if (bytes.length > PRODUCT_IMAGE_MAX_BYTES) {
    throw new AppError(400, 'imageTooLarge', 'The picture is larger than 1 MiB.', {
      data: 'imageTooLarge',
    });
  }
  if (!startsWith(bytes, SIGNATURES[input.contentType])) {
    throw new AppError(400, 'imageTypeInvalid', 'The picture is not a PNG, JPEG or WebP file.', {
      data: 'imageTypeInvalid',
    });
  }
  return bytes;
}
