/** The part of s3rver (an S3-compatible server on local disk, no types of its own) the tests use. */
declare module "s3rver" {
  import type { AddressInfo } from "node:net";

  interface S3rverOptions {
    address?: string;
    /** 0 picks a free port. */
    port?: number;
    /** Where buckets and objects are kept on disk. */
    directory: string;
    silent?: boolean;
    configureBuckets?: { name: string }[];
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
