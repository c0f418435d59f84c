/**
 * Reads the one file of a multipart/form-data upload (busboy), judging it while it arrives: once
 * its first bytes are in, `accept` says what it may be and how large; reading stops as soon as it
 * is refused or passes its limit. In Cloud Functions the body has already been read into
 * `req.rawBody` (at most 32 MB); locally the request is streamed, and the error middleware answers
 * a refusal once the rest of the body has been read and dropped.
 */
import busboy from 'busboy';
import type { Request } from 'express';
import { AppError, BadRequestError, UnsupportedMediaTypeError } from '../errors.js';

export interface FileJudge {
  /** Called once with the first `sniffBytes` bytes (fewer if the file is shorter); throws to refuse. */
  accept(head: Buffer): { maxBytes: number; tooLarge: () => Error };
  sniffBytes: number;
  /** The most any accepted file may have (busboy's own cap, one byte above it). */
  hardMaxBytes: number;
}

const HOW = "send the file as multipart/form-data in the field 'file'";

export function readMultipartFile(req: Request, field: string, judge: FileJudge): Promise<Buffer> {
  if (!req.is('multipart/form-data')) {
    return Promise.reject(new UnsupportedMediaTypeError(`Upload the file as multipart/form-data in the field '${field}'`, 'body', 'unsupported media type'));
  }
  return new Promise<Buffer>((resolve, reject) => {
    let settled = false;
    let bb: busboy.Busboy;
    const rawBody = (req as Request & { rawBody?: Buffer }).rawBody;

    const fail = (err: unknown) => {
      if (settled) return;
      settled = true;
      if (!rawBody) {
        // Stop parsing; the rest of the body is read and dropped before the answer (after-body.ts).
        req.unpipe(bb);
        req.resume();
      }
      reject(err instanceof AppError ? err : new BadRequestError(`The upload could not be read: ${HOW}`, 'body', 'malformed multipart'));
    };

    try {
      bb = busboy({
        headers: req.headers,
        limits: { files: 1, fileSize: judge.hardMaxBytes + 1, fields: 20, fieldSize: 64 * 1024, parts: 30, headerPairs: 100 },
      });
    } catch {
      // No boundary, or not multipart after all.
      reject(new BadRequestError(`The upload could not be read: ${HOW}`, 'body', 'malformed multipart'));
      return;
    }

    let file: Buffer | undefined;
    let seenFile = false;
    let fileDone: Promise<void> | undefined;

    bb.on('file', (name, stream, _info) => {
      // The client's file name and declared type are never used.
      if (settled) return void stream.resume();
      if (name !== field) {
        stream.resume();
        return fail(new BadRequestError(`Unexpected file field '${name.slice(0, 40)}': ${HOW}`, 'body', 'unexpected field'));
      }
      if (seenFile) {
        stream.resume();
        return fail(new BadRequestError(`Send one file at a time: ${HOW}`, 'body', 'more than one file'));
      }
      seenFile = true;
      const chunks: Buffer[] = [];
      let total = 0;
      let limit: { maxBytes: number; tooLarge: () => Error } | undefined;
      const judgeHead = () => {
        if (limit) return true;
        try {
          limit = judge.accept(Buffer.concat(chunks).subarray(0, judge.sniffBytes));
          return true;
        } catch (err) {
          stream.resume();
          fail(err);
          return false;
        }
      };
      fileDone = new Promise<void>((done) => {
        // A body that ends mid-file fails the file stream as well as the parser.
        stream.on('error', (err) => {
          fail(err);
          done();
        });
        stream.on('data', (chunk: Buffer) => {
          if (settled) return;
          chunks.push(chunk);
          total += chunk.length;
          if (!limit && total >= judge.sniffBytes && !judgeHead()) return;
          if (limit && total > limit.maxBytes) {
            stream.resume();
            fail(limit.tooLarge());
          }
        });
        stream.on('end', () => {
          if (!settled && judgeHead() && !settled) {
            if (total > limit!.maxBytes) fail(limit!.tooLarge());
            else file = Buffer.concat(chunks, total);
          }
          done();
        });
      });
    });
    bb.on('filesLimit', () => fail(new BadRequestError(`Send one file at a time: ${HOW}`, 'body', 'more than one file')));
    bb.on('partsLimit', () => fail(new BadRequestError(`Too many parts in the form: ${HOW}`, 'body', 'too many parts')));
    bb.on('fieldsLimit', () => fail(new BadRequestError(`Too many fields in the form: ${HOW}`, 'body', 'too many fields')));
    bb.on('error', (err) => fail(err));
    bb.on('close', () => {
      void (fileDone ?? Promise.resolve()).then(() => {
        if (settled) return;
        if (!seenFile || !file) return fail(new BadRequestError(`No file was sent: ${HOW}`, 'file', 'missing'));
        settled = true;
        resolve(file);
      });
    });

    if (rawBody) bb.end(rawBody);
    else {
      req.on('aborted', () => fail(new BadRequestError(`The upload was interrupted: ${HOW}`, 'body', 'incomplete body')));
      req.pipe(bb);
    }
  });
}
