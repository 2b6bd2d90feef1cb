import { PassThrough } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** Text is handed to the compressor in pieces of about this many characters, not line by line. */
const PIECE_CHARACTERS = 64 * 1024;

const encoder = new TextEncoder();

/** The download was abandoned: whoever writes stops. */
export class ZipAbandoned extends Error {
  constructor() {
    super('The download was closed before the archive was written');
  }
}

/**
 * A ZIP written as it is made (fflate's streaming Zip), into `output`, which the response sends.
 * Each write waits while `output` is full, so a slow download slows the database reads behind it
 * instead of piling the archive up in memory. Files go in one after another. No ZIP64: an
 * archive stays under 4 GB (a person's history is megabytes; photos are at most a few hundred KB).
 */
export class ZipWriter {
  readonly output = new PassThrough();
  private readonly zip: Zip;
  private full = false;

  constructor() {
    this.zip = new Zip((error, chunk, final) => {
      if (error) {
        this.output.destroy(error);
        return;
      }
      if (this.output.destroyed) return;
      if (!this.output.write(chunk)) this.full = true;
      if (final) this.output.end();
    });
  }

  /** A text file written from its pieces, compressed. */
  async text(name: string, pieces: AsyncIterable<string> | Iterable<string>): Promise<void> {
    const file = new ZipDeflate(name, { level: 6 });
    this.zip.add(file);
    let buffered = '';
    for await (const piece of pieces) {
      buffered += piece;
      if (buffered.length >= PIECE_CHARACTERS) {
        await this.push(file, encoder.encode(buffered), false);
        buffered = '';
      }
    }
    await this.push(file, encoder.encode(buffered), true);
  }

  /** A file of bytes already compressed (a JPEG), stored as it is. */
  async bytes(name: string, bytes: Uint8Array): Promise<void> {
    const file = new ZipPassThrough(name);
    this.zip.add(file);
    await this.push(file, bytes, true);
  }

  /** Ends the archive: its central directory is written and `output` ends. */
  end(): void {
    this.zip.end();
  }

  /** The response was closed: the person cancelled the download or lost the connection. */
  private abandoned(): boolean {
    return this.output.destroyed;
  }

  private async push(file: ZipDeflate | ZipPassThrough, bytes: Uint8Array, final: boolean): Promise<void> {
    if (this.abandoned()) throw new ZipAbandoned();
    file.push(bytes, final);
    if (!this.full) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        this.output.off('drain', done);
        this.output.off('close', done);
        resolve();
      };
      this.output.once('drain', done);
      this.output.once('close', done);
    });
    this.full = false;
    if (this.abandoned()) throw new ZipAbandoned();
  }
}
