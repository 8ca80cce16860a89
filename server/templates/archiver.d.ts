// The part of archiver 8's API we use. archiver ships no types, and @types/archiver describes
// the older default-export API (archiver('zip')) rather than v8's classes.
declare module 'archiver' {
  import type { Transform } from 'node:stream';

  export interface ArchiverOptions {
    zlib?: { level?: number };
  }

  export interface EntryData {
    /** The path of the entry inside the archive. */
    name: string;
    date?: Date;
    mode?: number;
  }

  export class Archiver extends Transform {
    file(filepath: string, data: EntryData): this;
    append(source: Buffer | string | NodeJS.ReadableStream, data: EntryData): this;
    finalize(): Promise<void>;
    abort(): this;
    pointer(): number;
  }

  export class ZipArchive extends Archiver {
    constructor(options?: ArchiverOptions);
  }
}
