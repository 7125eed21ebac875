/** The part of s3rver (an S3-compatible server for tests; the package ships no types) the tests use. */
declare module "s3rver" {
  import type { AddressInfo } from "node:net";

  export default class S3rver {
    constructor(options: {
      address?: string;
      /** 0 picks a free port. */
      port?: number;
      /** Where buckets and objects are kept. */
      directory: string;
      silent?: boolean;
      configureBuckets?: { name: string }[];
    });
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
