/**
 * Reads the one file of a multipart/form-data upload (busboy), judging it while it arrives: once
 * its first bytes are in, `accept` says what it may be and how large; reading stops as soon as it
 * is refused or passes its limit. In Cloud Functions the body has already been read into
 * `req.rawBody` (at most 32 MB); locally the request is streamed, and the error middleware answers
 * a refusal once the rest of the body has been read and dropped. Every parser and stream callback
 * runs guarded (guarded-reader.ts): whatever a hostile form makes one throw ends this request,
 * never the process.
 */
import busboy from 'busboy';
import type { Request } from 'express';
import { AppError, BadRequestError, UnsupportedMediaTypeError } from '../errors.js';
import { guardedReader } from './guarded-reader.js';

export interface FileJudge {
  /** Called once with the first `sniffBytes` bytes (fewer if the file is shorter); throws to refuse. */
  accept(head: Buffer): { maxBytes: number; tooLarge: () => Error };
  sniffBytes: number;
  /** The most any accepted file may have (busboy's own cap, one byte above it). */
  hardMaxBytes: number;
}

const how = (field: string) => `send the file as multipart/form-data in the field '${field}'`;
const unreadable = (field: string) => new BadRequestError(`The upload could not be read: ${how(field)}`, 'body', 'malformed multipart');


export function readMultipartFile(req: Request, field: string, judge: FileJudge): Promise<Buffer> {
  if (!req.is('multipart/form-data')) {
    return Promise.reject(new UnsupportedMediaTypeError(`Upload the file as multipart/form-data in the field '${field}'`, 'body', 'unsupported media type'));
  }
  const rawBody = (req as Request & { rawBody?: Buffer }).rawBody;
  let bb: busboy.Busboy | undefined;
  // Stop parsing; the rest of the body is read and dropped before the answer (after-body.ts).
  const stopReading = () => {
    if (rawBody || !bb) return;
    req.unpipe(bb);
    req.resume();
  };
  return guardedReader<Buffer>((scope) => {
    const { guard } = scope;
    /** A refusal in our words; the parser's own errors (a form cut short, a bad header) as "could not be read". */
    const fail = (err: unknown) => {
      if (scope.settled) return;
      stopReading();
      scope.reject(err instanceof AppError ? err : unreadable(field));
    };

    try {
      bb = busboy({
        headers: req.headers,
        limits: { files: 1, fileSize: judge.hardMaxBytes + 1, fields: 20, fieldSize: 64 * 1024, parts: 30, headerPairs: 100 },
      });
    } catch {
      // No boundary, or not multipart after all.
      return fail(unreadable(field));
    }

    let file: Buffer | undefined;
    let seenFile = false;
    let fileDone: Promise<void> | undefined;

    bb.on('file', guard((name: string | undefined, stream: NodeJS.ReadableStream) => {
      // The client's file name and declared type are never used.
      if (scope.settled) return void stream.resume();
      if (typeof name !== 'string' || name === '') {
        // Content-Disposition without name="..." (or with NAME=..., which busboy does not read as the name).
        stream.resume();
        return fail(new BadRequestError(`The file part has no name: ${how(field)}`, 'body', 'unnamed part'));
      }
      if (name !== field) {
        stream.resume();
        return fail(new BadRequestError(`Unexpected file field '${name.slice(0, 40)}': ${how(field)}`, 'body', 'unexpected field'));
      }
      if (seenFile) {
        stream.resume();
        return fail(new BadRequestError(`Send one file at a time: ${how(field)}`, 'body', 'more than one file'));
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
      fileDone = new Promise<void>((finished) => {
        // A body that ends mid-file fails the file stream as well as the parser.
        stream.on('error', guard((err: unknown) => {
          finished();
          fail(err);
        }));
        stream.on('data', guard((chunk: Buffer) => {
          if (scope.settled) return;
          chunks.push(chunk);
          total += chunk.length;
          if (!limit && total >= judge.sniffBytes && !judgeHead()) return;
          if (limit && total > limit.maxBytes) {
            stream.resume();
            fail(limit.tooLarge());
          }
        }));
        stream.on('end', guard(() => {
          finished();
          if (!scope.settled && judgeHead() && !scope.settled) {
            if (total > limit!.maxBytes) fail(limit!.tooLarge());
            else file = Buffer.concat(chunks, total);
          }
        }));
      });
    }));
    bb.on('filesLimit', guard(() => fail(new BadRequestError(`Send one file at a time: ${how(field)}`, 'body', 'more than one file'))));
    bb.on('partsLimit', guard(() => fail(new BadRequestError(`Too many parts in the form: ${how(field)}`, 'body', 'too many parts'))));
    bb.on('fieldsLimit', guard(() => fail(new BadRequestError(`Too many fields in the form: ${how(field)}`, 'body', 'too many fields'))));
    bb.on('error', guard((err: unknown) => fail(err)));
    bb.on('close', guard(() => {
      // Guarded too: a throw in a `.then` would be an unhandled rejection, which also ends the process.
      void (fileDone ?? Promise.resolve()).then(guard(() => {
        if (scope.settled) return;
        if (!seenFile || !file) return fail(new BadRequestError(`No file was sent: ${how(field)}`, 'file', 'missing'));
        scope.resolve(file);
      }));
    }));

    if (rawBody) bb.end(rawBody);
    else {
      req.on('aborted', guard(() => fail(new BadRequestError(`The upload was interrupted: ${how(field)}`, 'body', 'incomplete body'))));
      req.pipe(bb);
    }
  }, stopReading);
}
